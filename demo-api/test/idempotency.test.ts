// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, startServer } from './helpers';

let server: TestServer;
let member: Awaited<ReturnType<typeof login>>;
let priya: Awaited<ReturnType<typeof login>>;
let kavita: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  member = await login(server.app, 'member@example.com');
  priya = await login(server.app, 'priya.nair@example.com');
  kavita = await login(server.app, 'kavita.iyer@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

type Headers = Record<string, string>;
const createReferral = (headers: Headers, key: string | undefined, description: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/referrals',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { referral: { referred_to_id: kavita.userId, description } },
  });

async function referralCount(headers: Headers): Promise<number> {
  const res = await server.app.inject({ method: 'GET', url: '/api/v1/referrals', headers });
  return res.json<{ count: number }>().count;
}

async function outboxCount(email: string): Promise<number> {
  const res = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
  return res.json<{ data: unknown[] }>().data.length;
}

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeated POST and creates one referral', async () => {
    const before = await referralCount(member.headers);
    const first = await createReferral(member.headers, 'key-one', 'Needs a lawyer');
    const again = await createReferral(member.headers, 'key-one', 'Needs a lawyer');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await referralCount(member.headers)).toBe(before + 1);
  });

  it('runs the handler for each distinct key, and without a key as before', async () => {
    const before = await referralCount(member.headers);
    await createReferral(member.headers, 'key-a', 'Same text');
    await createReferral(member.headers, 'key-b', 'Same text');
    await createReferral(member.headers, undefined, 'Same text');
    await createReferral(member.headers, undefined, 'Same text');
    expect(await referralCount(member.headers)).toBe(before + 4);
  });

  it('keeps one user’s answer away from another using the same key', async () => {
    const memberBefore = await referralCount(member.headers);
    const priyaBefore = await referralCount(priya.headers);
    const mine = await createReferral(member.headers, 'shared-key', 'From member');
    const theirs = await createReferral(priya.headers, 'shared-key', 'From member');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.user.id).toBe(priya.userId);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await referralCount(member.headers)).toBe(memberBefore + 1);
    expect(await referralCount(priya.headers)).toBe(priyaBefore + 1);
  });

  it('keeps only successes: after a 4xx, fixed data with the same key creates once', async () => {
    const before = await referralCount(member.headers);
    const refused = await createReferral(member.headers, 'key-422', '   ');
    expect(refused.statusCode).toBe(422);
    // The same key with the same refused body runs again (and is refused again), never replayed.
    const again = await createReferral(member.headers, 'key-422', '   ');
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await referralCount(member.headers)).toBe(before);
    // Fixed data under the same key runs (no 422 for "a different body"), then is replayed.
    const fixed = await createReferral(member.headers, 'key-422', 'Needs an architect');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await createReferral(member.headers, 'key-422', 'Needs an architect');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(fixed.body);
    expect(await referralCount(member.headers)).toBe(before + 1);
  });

  it('knows a key after the member signs in again: keys are the user’s, not the sign-in’s', async () => {
    const before = await referralCount(member.headers);
    const first = await createReferral(member.headers, 'key-across-sign-ins', 'Needs a CA');
    const again = await login(server.app, 'member@example.com');
    const replayed = await createReferral(again.headers, 'key-across-sign-ins', 'Needs a CA');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(first.body);
    expect(await referralCount(member.headers)).toBe(before + 1);
  });

  it('keeps an answer at least 8 days', async () => {
    const before = await referralCount(member.headers);
    await createReferral(member.headers, 'key-8-days', 'Needs a designer');
    server.advance(8 * 24 * 60 * 60 * 1000);
    // Sign in again: the first token may have lapsed by then.
    const later = await login(server.app, 'member@example.com');
    const replayed = await createReferral(later.headers, 'key-8-days', 'Needs a designer');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await referralCount(later.headers)).toBe(before + 1);
  });

  it('refuses a key reused for a different body with 422', async () => {
    await createReferral(member.headers, 'key-body', 'First text');
    const other = await createReferral(member.headers, 'key-body', 'Other text');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/different request body/);
  });

  it('replays PUT /referrals/:id', async () => {
    const created = await createReferral(member.headers, undefined, 'To update');
    const id = created.json().data.id as number;
    const put = (status: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/referrals/${id}`,
        headers: { ...kavita.headers, 'idempotency-key': 'put-key' },
        payload: { status },
      });
    const first = await put('done');
    const again = await put('done');
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('replays send_invite without running it again', async () => {
    const before = await outboxCount('kavita.iyer@example.com');
    const invite = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/online_sessions/2/send_invite',
        headers: {
          ...kavita.headers,
          'content-type': 'application/json',
          'idempotency-key': 'invite-key',
        },
      });
    const first = await invite();
    const again = await invite();
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await outboxCount('kavita.iyer@example.com')).toBe(before + 1);
  });

  it('never covers login: a repeat with the same key signs in afresh', async () => {
    const signIn = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'idempotency-key': 'login-key' },
        payload: { email: 'arjun.reddy@example.com', password: 'demo1234' },
      });
    const first = await signIn();
    const again = await signIn();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().token).not.toBe(first.json().token);
  });

  it('scopes anonymous calls together: a replayed forgot-password sends one mail', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const email = 'neha.gupta@example.com';
    const before = await outboxCount(email);
    const forgot = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/password/forgot',
        headers: { 'idempotency-key': 'forgot-key' },
        payload: { email },
      });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).headers['idempotent-replayed']).toBe('true');
    expect(await outboxCount(email)).toBe(before + 1);
    vi.restoreAllMocks();
  });
});
