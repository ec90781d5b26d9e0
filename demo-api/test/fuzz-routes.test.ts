// @vitest-environment node
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';
import { BOOT_TIMEOUT, buildTestServer, login, type BuiltServer } from './helpers';

/**
 * Random bodies to every route the server registers (the table comes from the server itself, so
 * a new route is fuzzed without touching this file): never a 5xx, and every 4xx says why in JSON.
 */
const routes: Array<{ method: string; url: string }> = [];
let server: BuiltServer;
let app: FastifyInstance;
let tokens: Record<'none' | 'member' | 'admin', Record<string, string>>;

beforeAll(async () => {
  server = await buildTestServer({
    seed: true,
    rateLimits: RELAXED_RATE_LIMITS,
    devOutbox: true,
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) {
        // HEAD mirrors GET; the static site is files, not the API.
        if (one !== 'HEAD' && url.startsWith('/api/')) routes.push({ method: one, url });
      }
    },
  });
  app = server.app;
  const member = await login(app, 'member@example.com');
  const admin = await login(app, 'admin@example.com');
  tokens = { none: {}, member: member.headers, admin: admin.headers };
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const pathValue = fc.constantFrom('1', '2', '999999', 'abc', '-1', '%00', '1.5');
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(''),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  undefined,
);
const who = fc.constantFrom<'none' | 'member' | 'admin'>('none', 'member', 'admin');

describe('every route, random input', () => {
  it('knows the API routes', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/referrals' });
  });

  it('never answers 5xx, and every 4xx carries a JSON message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        pathValue,
        body,
        contentType,
        who,
        async (route, id, payload, type, caller) => {
          const url = route.url.replace(/:[^/]+/g, id).replace('*', 'x');
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...tokens[caller], ...(type ? { 'content-type': type } : {}) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
          });
          expect(res.statusCode, `${route.method} ${url} ${type}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(typeof res.json<{ message?: unknown }>().message).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
