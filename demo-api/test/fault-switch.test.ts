// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, buildTestServer, login, type BuiltServer } from './helpers';

let servers: BuiltServer[] = [];
let withFaults: FastifyInstance;
let plain: FastifyInstance;
let member: Awaited<ReturnType<typeof login>>;
let priya: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  const [faulty, bare] = await Promise.all([
    buildTestServer({ seed: true, faults: true }),
    buildTestServer({ seed: true }),
  ]);
  servers = [faulty, bare];
  withFaults = faulty.app;
  plain = bare.app;
  member = await login(withFaults, 'member@example.com');
  priya = await login(withFaults, 'priya.nair@example.com');
}, BOOT_TIMEOUT);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const LOCAL = { remoteAddress: '127.0.0.1' };
const setFault = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/dev/faults', payload, ...LOCAL });
const clearFaults = () => withFaults.inject({ method: 'DELETE', url: '/api/dev/faults', ...LOCAL });
const meetings = () =>
  withFaults.inject({ method: 'GET', url: '/api/v1/user_meetings', headers: member.headers });
const listFaults = async () =>
  (await withFaults.inject({ method: 'GET', url: '/api/dev/faults', ...LOCAL })).json<{
    data: Array<Record<string, unknown>>;
  }>().data;
/** Read from the recipient's side, so a GET fault on /api/v1/referrals does not hide it. */
const referralsToPriya = async () =>
  (
    await withFaults.inject({
      method: 'GET',
      url: '/api/v1/referrals/received_referrals',
      headers: priya.headers,
    })
  ).json<unknown[]>().length;
const memberReferrals = () =>
  withFaults.inject({ method: 'GET', url: '/api/v1/referrals', headers: member.headers });

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

  it('rejects unknown methods and counts that are not positive integers', async () => {
    const base = { path: '/api/v1/referrals', mode: 'json-503' };
    const bad: Array<Record<string, unknown>> = [
      { method: 'HEAD' },
      { method: 'post' },
      { method: '' },
      { method: 5 },
      { times: 0 },
      { times: -1 },
      { times: 1.5 },
      { times: 'x' },
      { times: '2' },
    ];
    for (const fields of bad) {
      const res = await setFault(withFaults, { ...base, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
    }
    expect(await listFaults()).toEqual([]);
  });

  it('defaults to GET, so a fault set without a method leaves writes alone', async () => {
    const set = await setFault(withFaults, { path: '/api/v1/referrals', mode: 'json-503' });
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({ method: 'GET', path: '/api/v1/referrals' });
    expect(set.json()).not.toHaveProperty('times');
    const read = await memberReferrals();
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('1');
    expect(read.headers['content-type']).toContain('application/json');
    expect(read.body).toBe('{"message":"Service unavailable"}');
    // Other paths are untouched.
    const other = await withFaults.inject({
      method: 'GET',
      url: '/api/v1/referrals/received_referrals',
      headers: member.headers,
    });
    expect(other.statusCode).toBe(200);
    const write = await withFaults.inject({
      method: 'POST',
      url: '/api/v1/referrals',
      headers: member.headers,
      payload: {
        referral: { description: 'Reads broken, writes not', referred_to_id: priya.userId },
      },
    });
    expect(write.statusCode).toBe(201);
    // Uncounted: still there after answering.
    expect((await memberReferrals()).statusCode).toBe(503);
    expect(await listFaults()).toEqual([
      expect.objectContaining({ method: 'GET', mode: 'json-503' }),
    ]);
    await clearFaults();
  });

  it('fails a write the given number of times, then lets the real route act exactly once', async () => {
    const before = await referralsToPriya();
    // A GET fault on the same path is a separate fault and keeps working alongside.
    await setFault(withFaults, { path: '/api/v1/referrals', mode: 'json-500' });
    const set = await setFault(withFaults, {
      path: '/api/v1/referrals',
      mode: 'json-503',
      method: 'POST',
      times: 2,
    });
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({ method: 'POST', path: '/api/v1/referrals', times: 2 });
    expect(await listFaults()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', path: '/api/v1/referrals', times: 2 }),
        expect.objectContaining({ method: 'GET', path: '/api/v1/referrals' }),
      ]),
    );

    // As the outbox retries: the same write under the same Idempotency-Key each time.
    const create = () =>
      withFaults.inject({
        method: 'POST',
        url: '/api/v1/referrals',
        headers: { ...member.headers, 'idempotency-key': 'fault-switch-retry-1' },
        payload: { referral: { description: 'Fails twice first', referred_to_id: priya.userId } },
      });
    const first = await create();
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.json()).toEqual({ message: 'Service unavailable' });
    expect(await listFaults()).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'POST', times: 1 })]),
    );
    const second = await create();
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('1');
    // Used up: gone from the list, while the uncounted GET fault stays.
    expect(await listFaults()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/referrals' }),
    ]);
    expect(await referralsToPriya()).toBe(before);

    const third = await create();
    expect(third.statusCode).toBe(201);
    expect(third.json().data.description).toBe('Fails twice first');
    const replayed = await create();
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await referralsToPriya()).toBe(before + 1);
    expect((await memberReferrals()).statusCode).toBe(500);
    await clearFaults();
  });

  it('breaks a write with any mode, such as a proxy page for send_invite', async () => {
    await setFault(withFaults, {
      path: '/api/v1/online_sessions/1/send_invite',
      mode: 'html-502',
      method: 'POST',
      times: 1,
    });
    const invite = () =>
      withFaults.inject({
        method: 'POST',
        url: '/api/v1/online_sessions/1/send_invite',
        headers: { ...member.headers, 'content-type': 'application/json' },
      });
    const failed = await invite();
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['content-type']).toContain('text/html');
    expect((await invite()).statusCode).toBe(200);
    expect(await listFaults()).toEqual([]);
  });

  describe('scoped to a member or a sign-in', () => {
    const meetingsOf = (headers: Record<string, string>) =>
      withFaults.inject({ method: 'GET', url: '/api/v1/user_meetings', headers });
    const clearScope = (query: string) =>
      withFaults.inject({ method: 'DELETE', url: `/api/dev/faults?${query}`, ...LOCAL });

    it("breaks only that member's calls, whichever of their sign-ins makes them", async () => {
      const set = await setFault(withFaults, {
        path: '/api/v1/user_meetings',
        mode: 'json-500',
        // Matched whatever the case of the email given.
        member: 'Member@Example.com',
      });
      expect(set.statusCode).toBe(201);
      expect(set.json()).toMatchObject({ member: 'member@example.com' });
      expect((await meetings()).statusCode).toBe(500);
      // A second sign-in of the same member: broken too.
      const again = await login(withFaults, 'member@example.com');
      expect((await meetingsOf(again.headers)).statusCode).toBe(500);
      // Another member, and a caller with no sign-in or an unknown token, are untouched.
      expect((await meetingsOf(priya.headers)).statusCode).toBe(200);
      expect((await meetingsOf({})).statusCode).toBe(401);
      expect((await meetingsOf({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
      await clearFaults();
    });

    it('breaks only the calls of that sign-in when scoped to a token', async () => {
      const other = await login(withFaults, 'member@example.com');
      await setFault(withFaults, {
        path: '/api/v1/user_meetings',
        mode: 'number',
        token: other.token,
      });
      expect((await meetingsOf(other.headers)).body).toBe('42');
      // The same member signed in elsewhere is untouched.
      expect((await meetings()).statusCode).toBe(200);
      expect((await meetingsOf(priya.headers)).statusCode).toBe(200);
      await clearFaults();
    });

    it("keeps two members' faults on one call apart, counts each apart and clears each apart", async () => {
      await setFault(withFaults, {
        path: '/api/v1/user_meetings',
        mode: 'json-503',
        member: 'member@example.com',
        times: 1,
      });
      await setFault(withFaults, {
        path: '/api/v1/user_meetings',
        mode: 'html-502',
        member: 'priya.nair@example.com',
      });
      // And one for anyone: a member's own fault comes first for that member.
      await setFault(withFaults, { path: '/api/v1/user_meetings', mode: 'string' });
      expect(await listFaults()).toHaveLength(3);

      expect((await meetings()).statusCode).toBe(503);
      // Used up: that member now gets the fault for anyone, Priya still her own.
      expect((await meetings()).body).toBe('"x"');
      expect((await meetingsOf(priya.headers)).statusCode).toBe(502);

      expect((await clearScope('member=priya.nair%40example.com')).statusCode).toBe(204);
      expect(await listFaults()).toEqual([
        expect.not.objectContaining({ member: expect.anything() }),
      ]);
      expect((await meetingsOf(priya.headers)).body).toBe('"x"');
      await clearFaults();
      expect((await meetingsOf(priya.headers)).statusCode).toBe(200);
    });

    it('clearing one scope leaves the faults of every other scope', async () => {
      await setFault(withFaults, {
        path: '/api/v1/user_meetings',
        mode: 'json-500',
        token: member.token,
      });
      await setFault(withFaults, {
        path: '/api/v1/referrals',
        mode: 'json-500',
        member: 'priya.nair@example.com',
      });
      expect((await clearScope(`token=${member.token}`)).statusCode).toBe(204);
      expect((await meetings()).statusCode).toBe(200);
      expect(await listFaults()).toEqual([
        expect.objectContaining({ path: '/api/v1/referrals', member: 'priya.nair@example.com' }),
      ]);
      await clearFaults();
    });

    it('rejects a scope that is empty, not a string, or both a member and a token', async () => {
      const base = { path: '/api/v1/user_meetings', mode: 'json-500' };
      const bad: Array<Record<string, unknown>> = [
        { member: '' },
        { member: '  ' },
        { member: 5 },
        { token: '' },
        { token: ['x'] },
        { member: 'member@example.com', token: member.token },
      ];
      for (const fields of bad) {
        const res = await setFault(withFaults, { ...base, ...fields });
        expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      }
      expect((await clearScope('member=')).statusCode).toBe(422);
      expect(await listFaults()).toEqual([]);
    });
  });
});
