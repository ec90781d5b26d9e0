// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';
import { pushOptionsFromEnv } from '../src/push/push-env';
import type { NotifyReport, PushService, PushTransport } from '../src/push/push-service';
import { pushServiceOf } from '../src/server';
import { BOOT_TIMEOUT, START, buildTestServer, login, type BuiltServer } from './helpers';
import { makeBrowserSubscription } from './push-browser';

/**
 * The subscription routes (docs/push.md#the-contract): validation, binding to the sign-in,
 * moving an endpoint, logout and expiry, and PUSH=off. Nothing leaves the process: the sender's
 * transport is a stub that records what it was given.
 */
let clock = START;
let server: BuiltServer;
let push: PushService;
const sentTo: string[] = [];
const transport: PushTransport = async (subscription) => {
  sentTo.push(subscription.endpoint);
  return { statusCode: 201 };
};

beforeAll(async () => {
  server = await buildTestServer({
    seed: true,
    now: () => clock,
    rateLimits: RELAXED_RATE_LIMITS,
    push: { transport, intervalMs: 0 },
  });
  push = pushServiceOf(server.app)!;
}, BOOT_TIMEOUT);
afterAll(() => server?.close());

type Signed = Awaited<ReturnType<typeof login>>;
const endpointOf = (name: string) => `https://push.example.com/send/${name}`;

const post = (who: Signed | undefined, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const endpointsOf = async (userId: number) =>
  (await push.liveSubscriptions(userId)).map((s) => s.endpoint);
/** Sends a message to the member now, as a referral would, and answers where it went. */
async function sendTo(userId: number): Promise<string[]> {
  sentTo.length = 0;
  const report: NotifyReport = await push.notifyUser(
    userId,
    { type: 'referral-received', title: 't', body: '', url: '/', tag: 't' },
    { ttlSeconds: 60, urgency: 'normal' },
  );
  return report.results.map((r) => r.endpoint);
}

describe('push subscriptions', () => {
  it('binds a subscription to the member, once per endpoint, with an opaque stable tag', async () => {
    const neha = await login(server.app, 'neha.gupta@example.com');
    const { subscription } = makeBrowserSubscription(endpointOf('neha-1'));
    const first = await post(neha, subscription);
    expect(first.statusCode).toBe(201);
    const again = await post(neha, subscription);
    expect(again.statusCode).toBe(200);
    const { member } = first.json<{ member: string }>();
    expect(again.json()).toEqual({ member });
    expect(member).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = await post(await login(server.app, 'neha.gupta@example.com'), {
      ...makeBrowserSubscription(endpointOf('neha-2')).subscription,
    });
    expect(other.json()).toEqual({ member });
    expect(await endpointsOf(neha.userId)).toEqual(
      expect.arrayContaining([endpointOf('neha-1'), endpointOf('neha-2')]),
    );
    expect(await sendTo(neha.userId)).toHaveLength(2);
  });

  it('moves an endpoint posted by another member to that member', async () => {
    const kavita = await login(server.app, 'kavita.iyer@example.com');
    const vikram = await login(server.app, 'vikram.singh@example.com');
    const shared = makeBrowserSubscription(endpointOf('shared-browser')).subscription;
    const kavitaTag = (await post(kavita, shared)).json<{ member: string }>().member;
    const moved = await post(vikram, makeBrowserSubscription(shared.endpoint).subscription);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ member: string }>().member).not.toBe(kavitaTag);
    expect(await sendTo(kavita.userId)).not.toContain(shared.endpoint);
    expect(await sendTo(vikram.userId)).toContain(shared.endpoint);
  });

  it('deletes only the caller’s own subscription', async () => {
    const priya = await login(server.app, 'priya.nair@example.com');
    const arjun = await login(server.app, 'arjun.reddy@example.com');
    const mine = makeBrowserSubscription(endpointOf('priya-del')).subscription;
    await post(priya, mine);
    const remove = (who: Signed, endpoint: unknown) =>
      server.app.inject({
        method: 'DELETE',
        url: '/api/v1/push/subscriptions',
        headers: who.headers,
        payload: { endpoint },
      });
    expect((await remove(arjun, mine.endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(priya.userId)).toContain(mine.endpoint);
    expect((await remove(priya, mine.endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(priya.userId)).not.toContain(mine.endpoint);
    const blank = await remove(priya, '');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { endpoint: ["Endpoint can't be blank"] } });
  });

  it('drops the subscriptions of a sign-in that logs out, and of one that expires', async () => {
    const phone = await login(server.app, 'member@example.com');
    const laptop = await login(server.app, 'member@example.com');
    await post(phone, makeBrowserSubscription(endpointOf('member-phone')).subscription);
    await post(laptop, makeBrowserSubscription(endpointOf('member-laptop')).subscription);
    const out = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/logout',
      headers: phone.headers,
    });
    expect(out.statusCode).toBe(204);
    expect(await sendTo(phone.userId)).toEqual([endpointOf('member-laptop')]);

    // Tokens live 30 days: past that the laptop's is expired, and so is its subscription.
    clock += 31 * 24 * 60 * 60 * 1000;
    try {
      expect(await sendTo(laptop.userId)).toEqual([]);
      await push.sweepExpired(clock);
      const { rows } = await push.ctx.db.query(
        'SELECT 1 FROM push_subscriptions WHERE endpoint = $1',
        [endpointOf('member-laptop')],
      );
      expect(rows).toHaveLength(0);
    } finally {
      clock = START;
    }
  });

  it('refuses what is not a PushSubscription, naming the field (422), and strangers (401)', async () => {
    const neha = await login(server.app, 'neha.gupta@example.com');
    const good = makeBrowserSubscription(endpointOf('neha-bad')).subscription;
    const key = (bytes: Buffer) => bytes.toString('base64url');
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: undefined }, 'endpoint'],
      [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, 'endpoint'],
      [{ ...good, expirationTime: 'tomorrow' }, 'expirationTime'],
      [{ ...good, keys: 'x' }, 'keys'],
      [{ ...good, keys: { auth: good.keys.auth } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: key(Buffer.alloc(64, 4)) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: key(Buffer.alloc(65, 0)) } }, 'keys.p256dh'],
      [
        {
          ...good,
          keys: {
            ...good.keys,
            p256dh: key(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)])),
          },
        },
        'keys.p256dh',
      ],
      [{ ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh}+/` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: key(Buffer.alloc(15)) } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, auth: 16 } }, 'keys.auth'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(neha, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors)).toContain(field);
      expect(typeof body.message).toBe('string');
    }
    expect((await post(undefined, good)).statusCode).toBe(401);
    expect((await post(neha, good)).statusCode).toBe(201);
  });
});

describe('PUSH=off', () => {
  it('reads the switch and the subject from the environment', () => {
    expect(pushOptionsFromEnv({ PUSH: 'off' })).toBe(false);
    expect(pushOptionsFromEnv({})).toEqual({ subject: 'mailto:admin@example.com' });
    expect(
      pushOptionsFromEnv({ PUSH_SUBJECT: 'mailto:a@b.example', PUSH_CA_FILE: '/x.pem' }),
    ).toEqual({ subject: 'mailto:a@b.example', caFile: '/x.pem' });
  });

  it('answers 404 for the key and the subscriptions', async () => {
    const off = await buildTestServer({ seed: false, push: pushOptionsFromEnv({ PUSH: 'off' }) });
    try {
      expect(pushServiceOf(off.app)).toBeUndefined();
      for (const [method, url] of [
        ['GET', '/api/v1/push/key'],
        ['POST', '/api/v1/push/subscriptions'],
        ['DELETE', '/api/v1/push/subscriptions'],
      ] as const) {
        const res = await off.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
    } finally {
      await off.close();
    }
  });
});
