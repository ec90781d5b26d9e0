// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';
import { BOOT_TIMEOUT, START, buildTestServer, login, type BuiltServer } from './helpers';

/** The default limits (60 writes a minute per member) on the server's injected clock. */
let clock = START;
let server: BuiltServer;
let app: FastifyInstance;
let member: Awaited<ReturnType<typeof login>>;
let priya: Awaited<ReturnType<typeof login>>;
let kavitaId: number;
beforeAll(async () => {
  server = await buildTestServer({ seed: true, now: () => clock, rateLimits: RATE_LIMITS });
  app = server.app;
  member = await login(app, 'member@example.com');
  priya = await login(app, 'priya.nair@example.com');
  kavitaId = (await login(app, 'kavita.iyer@example.com')).userId;
}, BOOT_TIMEOUT);
afterAll(() => server.close());

type Headers = Record<string, string>;
const refer = (on: FastifyInstance, headers: Headers, description = 'Needs a plumber') =>
  on.inject({
    method: 'POST',
    url: '/api/v1/referrals',
    headers,
    // The seed gives every server the same ids.
    payload: { referral: { referred_to_id: kavitaId, description } },
  });
const sentCount = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/v1/referrals', headers })).json<{ count: number }>()
    .count;

describe('per-member write limit', () => {
  it('refuses a member’s write past 60 in a minute with 429, Retry-After and a message', async () => {
    const before = await sentCount(member.headers);
    for (let i = 0; i < 60; i += 1) {
      expect((await refer(app, member.headers)).statusCode).toBe(201);
    }
    clock += 20_000;
    const refused = await refer(app, member.headers, 'One too many');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(40);
    expect(Object.keys(refused.json())).toEqual(['message']);
    expect(refused.json().message).toMatch(/\S/);
    expect(await sentCount(member.headers)).toBe(before + 60);
  });

  it('leaves the member’s reads and sign-out, other members and visitors alone', async () => {
    expect((await refer(app, member.headers)).statusCode).toBe(429);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/referrals', headers: member.headers }))
        .statusCode,
    ).toBe(200);
    expect((await refer(app, priya.headers)).statusCode).toBe(201);
    const again = await login(app, 'member@example.com');
    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/v1/logout',
      headers: again.headers,
    });
    expect(logout.statusCode).toBe(204);
  });

  it('lets the member write again once the minute is over', async () => {
    expect((await refer(app, member.headers)).statusCode).toBe(429);
    clock += 40_000;
    expect((await refer(app, member.headers)).statusCode).toBe(201);
  });
});

describe('relaxed limits (DEMO_API_RATE_LIMITS=relaxed)', () => {
  let relaxed: BuiltServer;
  beforeAll(async () => {
    relaxed = await buildTestServer({ seed: true, rateLimits: RELAXED_RATE_LIMITS });
  }, BOOT_TIMEOUT);
  afterAll(() => relaxed.close());

  it('lift the write limit: the outbox bench sends 100 writes for one member at once', async () => {
    const signedIn = await login(relaxed.app, 'member@example.com');
    const answers = [];
    for (let i = 0; i < 100; i += 1)
      answers.push((await refer(relaxed.app, signedIn.headers)).statusCode);
    expect(answers.every((status) => status === 201)).toBe(true);
  });
});
