// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server';
import { BOOT_TIMEOUT, login } from './helpers';

let withFaults: FastifyInstance;
let plain: FastifyInstance;
let member: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  [withFaults, plain] = await Promise.all([
    buildServer({ dataDir: 'memory://', seed: true, faults: true }),
    buildServer({ dataDir: 'memory://', seed: true }),
  ]);
  member = await login(withFaults, 'member@example.com');
}, BOOT_TIMEOUT);
afterAll(async () => {
  await Promise.all([withFaults.close(), plain.close()]);
});

const LOCAL = { remoteAddress: '127.0.0.1' };
const setFault = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/dev/faults', payload, ...LOCAL });
const clearFaults = () => withFaults.inject({ method: 'DELETE', url: '/api/dev/faults', ...LOCAL });
const meetings = () =>
  withFaults.inject({ method: 'GET', url: '/api/v1/user_meetings', headers: member.headers });

describe('the fault switch', () => {
  it('is off by default: no control route, and list calls answer normally', async () => {
    const set = await setFault(plain, { path: '/api/v1/user_meetings', mode: 'json-500' });
    expect(set.statusCode).toBe(404);
    const list = await plain.inject({ method: 'GET', url: '/api/dev/faults', ...LOCAL });
    expect(list.statusCode).toBe(404);
    const { headers } = await login(plain, 'member@example.com');
    const res = await plain.inject({ method: 'GET', url: '/api/v1/user_meetings', headers });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('answers only the machine itself', async () => {
    const res = await withFaults.inject({
      method: 'POST',
      url: '/api/dev/faults',
      payload: { path: '/api/v1/user_meetings', mode: 'json-500' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
    expect((await meetings()).statusCode).toBe(200);
  });

  it('rejects unknown modes and paths outside the API', async () => {
    expect((await setFault(withFaults, { path: '/api/v1/x', mode: 'explode' })).statusCode).toBe(
      422,
    );
    expect((await setFault(withFaults, { path: '/sw.js', mode: 'json-500' })).statusCode).toBe(422);
  });

  it('breaks the chosen call in each mode, and only that call, until cleared', async () => {
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ mode: 'json-500' }, 500, 'application/json', '{"message":"Internal server error"}'],
      [{ mode: 'invalid-json' }, 200, 'application/json', '{"data": [ {"id": 1, "topic": "cut off'],
      [{ mode: 'number' }, 200, 'application/json', '42'],
      [{ mode: 'string' }, 200, 'application/json', '"x"'],
      [{ mode: 'data-string' }, 200, 'application/json', '{"data":"x"}'],
      [
        { mode: 'body', body: [{ id: 7, title: 'Seeded' }] },
        200,
        'application/json',
        '[{"id":7,"title":"Seeded"}]',
      ],
    ];
    for (const [fault, status, type, body] of cases) {
      expect(
        (await setFault(withFaults, { path: '/api/v1/user_meetings', ...fault })).statusCode,
      ).toBe(201);
      const res = await meetings();
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain(type);
      expect(res.body).toBe(body);
    }
    await setFault(withFaults, { path: '/api/v1/user_meetings', mode: 'html-502' });
    const proxy = await meetings();
    expect(proxy.statusCode).toBe(502);
    expect(proxy.headers['content-type']).toContain('text/html');
    expect(proxy.body).toMatch(/^<!DOCTYPE html>/);
    // Other calls are untouched.
    const other = await withFaults.inject({
      method: 'GET',
      url: '/api/v1/online_sessions',
      headers: member.headers,
    });
    expect(other.statusCode).toBe(200);
    const listed = await withFaults.inject({ method: 'GET', url: '/api/dev/faults', ...LOCAL });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ path: '/api/v1/user_meetings', mode: 'html-502' }),
    ]);

    expect((await clearFaults()).statusCode).toBe(204);
    expect((await meetings()).statusCode).toBe(200);
  });

  it('stalls for the configured time, then the real route answers', async () => {
    await setFault(withFaults, { path: '/api/v1/user_meetings', mode: 'stall', delay_ms: 300 });
    const started = Date.now();
    const res = await meetings();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    await clearFaults();
  });

  it('matches a path whatever its query string', async () => {
    await setFault(withFaults, { path: '/api/v1/attendances', mode: 'number' });
    const res = await withFaults.inject({
      method: 'GET',
      url: '/api/v1/attendances?user_id=1',
      headers: member.headers,
    });
    expect(res.body).toBe('42');
    await clearFaults();
  });
});
