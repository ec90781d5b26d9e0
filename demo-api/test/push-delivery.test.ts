// @vitest-environment node
import https from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';
import type { NotifyReport, PushService } from '../src/push/push-service';
import { runStartingNowPass } from '../src/push/starting-now';
import { pushServiceOf } from '../src/server';
import { BOOT_TIMEOUT, START, buildTestServer, login, type BuiltServer } from './helpers';
import { makeBrowserSubscription, readVapid, type FakeBrowser } from './push-browser';
import { startPushStandIn, type PushStandIn } from './push-stand-in';

/**
 * Web Push end to end inside one process (docs/push.md): the demo API sends through web-push to
 * a stand-in push service over real HTTPS, trusting its certificate through an https.Agent, and
 * the test decrypts what arrived as the browser would.
 */
const SUBJECT = 'mailto:push-test@example.com';
const clock = START;
let standIn: PushStandIn;
let agent: https.Agent;
let server: BuiltServer;
let push: PushService;
const reports: NotifyReport[] = [];
const logged: string[] = [];

type Signed = Awaited<ReturnType<typeof login>>;
let priya: Signed;
let arjun: Signed;

beforeAll(async () => {
  standIn = await startPushStandIn();
  agent = new https.Agent({ ca: standIn.ca });
  server = await buildTestServer({
    seed: true,
    now: () => clock,
    rateLimits: RELAXED_RATE_LIMITS,
    push: {
      agent,
      subject: SUBJECT,
      intervalMs: 0,
      timeoutMs: 700,
      onNotified: (report) => reports.push(report),
      log: (message) => logged.push(message),
    },
  });
  push = pushServiceOf(server.app)!;
  priya = await login(server.app, 'priya.nair@example.com');
  arjun = await login(server.app, 'arjun.reddy@example.com');
}, BOOT_TIMEOUT);

afterAll(async () => {
  await standIn?.close();
  await server?.close();
  agent?.destroy();
});

beforeEach(async () => {
  await push.idle();
  standIn.clear();
  reports.length = 0;
  logged.length = 0;
});

async function subscribe(who: Signed, name: string): Promise<FakeBrowser & { member: string }> {
  const browser = makeBrowserSubscription(standIn.endpoint(name));
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: who.headers,
    payload: browser.subscription,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return { ...browser, member: res.json<{ member: string }>().member };
}

/** The report of the next message to this member (sends run after the answer, in the background). */
async function reportFor(userId: number, type: string, timeoutMs = 5_000): Promise<NotifyReport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = reports.find((r) => r.userId === userId && r.message.type === type);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no ${type} push to member ${userId}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function refer(from: Signed, to: Signed) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/referrals',
    headers: from.headers,
    payload: { referral: { referred_to_id: to.userId, description: 'Needs a CA for GST' } },
  });
}

describe('push delivery through a stand-in push service', () => {
  it('hands out its VAPID public key', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/push/key' });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json<{ public_key: string }>().public_key, 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });

  it('pushes a new referral to its recipient, signed with VAPID and encrypted for the browser', async () => {
    const phone = await subscribe(priya, 'priya-phone');
    expect((await refer(arjun, priya)).statusCode).toBe(201);
    const [sent] = await standIn.waitForRequests(1, { endpoint: phone.subscription.endpoint });

    const vapid = readVapid(sent!.headers.authorization);
    const key = await server.app.inject({ method: 'GET', url: '/api/v1/push/key' });
    expect(vapid.publicKey).toBe(key.json<{ public_key: string }>().public_key);
    expect(vapid.signatureValid).toBe(true);
    expect(vapid.header).toMatchObject({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe(standIn.origin);
    expect(vapid.claims.sub).toBe(SUBJECT);
    const secondsLeft = Number(vapid.claims.exp) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(24 * 60 * 60);

    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers.ttl).toBe(String(24 * 60 * 60));
    expect(sent!.headers.urgency).toBe('normal');
    expect(phone.decryptJson(sent!.body)).toEqual({
      type: 'referral-received',
      title: 'New referral from Arjun Reddy',
      name: 'Arjun Reddy',
      body: '',
      url: '/referrals?tab=received',
      tag: 'referrals-received',
      member: phone.member,
    });
    expect(phone.member).not.toContain('@');
  });

  it('pushes a status change to the sender, and nothing when the status stays', async () => {
    const laptop = await subscribe(arjun, 'arjun-laptop');
    const created = await refer(arjun, priya);
    const id = created.json<{ data: { id: number } }>().data.id;
    await reportFor(priya.userId, 'referral-received');
    const change = (status: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/referrals/${id}`,
        headers: priya.headers,
        payload: { status },
      });
    expect((await change('in process')).statusCode).toBe(200);
    await reportFor(arjun.userId, 'referral-status');
    const [sent] = await standIn.waitForRequests(1, { endpoint: laptop.subscription.endpoint });
    expect(laptop.decryptJson(sent!.body)).toEqual({
      type: 'referral-status',
      title: 'Priya Nair marked your referral In Progress',
      name: 'Priya Nair',
      status: 'in process',
      body: '',
      url: '/referrals?tab=sent',
      tag: 'referrals-sent',
      member: laptop.member,
    });
    reports.length = 0;
    expect((await change('in process')).statusCode).toBe(200);
    expect((await change('done')).statusCode).toBe(200);
    const done = await reportFor(arjun.userId, 'referral-status');
    expect(done.message.title).toBe('Priya Nair marked your referral Done');
    expect(reports.filter((r) => r.message.type === 'referral-status')).toHaveLength(1);
  });

  it('drops a subscription the push service says is gone (410), and logs other failures', async () => {
    const tablet = await subscribe(priya, 'priya-tablet');
    standIn.answerWith(500, tablet.subscription.endpoint);
    await refer(arjun, priya);
    const failed = await reportFor(priya.userId, 'referral-received');
    expect(failed.results.find((r) => r.endpoint === tablet.subscription.endpoint)).toMatchObject({
      status: 500,
      dropped: false,
    });
    expect(logged.join('\n')).toContain('answered 500');

    reports.length = 0;
    standIn.answerWith(410, tablet.subscription.endpoint);
    await refer(arjun, priya);
    const gone = await reportFor(priya.userId, 'referral-received');
    expect(gone.results.find((r) => r.endpoint === tablet.subscription.endpoint)).toMatchObject({
      status: 410,
      dropped: true,
    });

    reports.length = 0;
    const before = standIn.requests.filter((r) => r.endpoint === tablet.subscription.endpoint);
    await refer(arjun, priya);
    const after = await reportFor(priya.userId, 'referral-received');
    expect(after.results.map((r) => r.endpoint)).not.toContain(tablet.subscription.endpoint);
    const now = standIn.requests.filter((r) => r.endpoint === tablet.subscription.endpoint);
    expect(now).toHaveLength(before.length);
  });

  it('answers the write at once while the push service hangs', async () => {
    await subscribe(priya, 'priya-hanging');
    standIn.answerWith('hang');
    const started = performance.now();
    const res = await refer(arjun, priya);
    expect(res.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(500);
    // The hanging requests end by the sender's timeout (700 ms here), logged, never thrown.
    const report = await reportFor(priya.userId, 'referral-received');
    expect(report.results.some((r) => r.status === null && r.error)).toBe(true);
    expect(logged.join('\n')).toMatch(/answered nothing/);
  });

  it('sends "Starting now" once per item, with a TTL that ends with the join window', async () => {
    const watch = await subscribe(priya, 'priya-watch');
    const sessions = await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_sessions',
      headers: priya.headers,
    });
    const live = sessions
      .json<{ data: Array<{ id: number; topic: string }> }>()
      .data.find((s) => s.topic === 'Turning a family business into a brand')!;
    const meetings = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user_meetings',
      headers: priya.headers,
    });
    const weekly = meetings
      .json<Array<{ id: number; title: string; scheduled_at: string }>>()
      .find((m) => m.title === 'Weekly chapter meeting')!;
    await server.app.inject({
      method: 'POST',
      url: `/api/v1/online_sessions/${live.id}/send_invite`,
      headers: priya.headers,
    });

    // Six minutes before the session: its window is not open yet; the meeting's (5 min before) is.
    const sessionStart = START + 2 * 60_000;
    expect(await runStartingNowPass(push, sessionStart - 6 * 60_000)).toBeGreaterThan(0);
    let mine = standIn.requests.filter((r) => r.endpoint === watch.subscription.endpoint);
    expect(mine.map((r) => watch.decryptJson<{ tag: string }>(r.body).tag)).toEqual([
      `start-meeting:${weekly.id}`,
    ]);
    const meetingPush = mine[0]!;
    expect(watch.decryptJson(meetingPush.body)).toEqual({
      type: 'starting-now',
      title: 'Starting now: Weekly chapter meeting',
      topic: 'Weekly chapter meeting',
      body: '',
      url: '/dashboard',
      tag: `start-meeting:${weekly.id}`,
      member: watch.member,
    });
    expect(meetingPush.headers.urgency).toBe('high');
    // The meeting starts at START + 1 min; its window closes 8 minutes after.
    const closes = Date.parse(weekly.scheduled_at) + 8 * 60_000;
    expect(Number(meetingPush.headers.ttl)).toBe(
      Math.ceil((closes - (sessionStart - 6 * 60_000)) / 1000),
    );

    standIn.clear();
    await runStartingNowPass(push, START);
    await runStartingNowPass(push, START + 60_000);
    mine = standIn.requests.filter((r) => r.endpoint === watch.subscription.endpoint);
    expect(mine.map((r) => watch.decryptJson<{ tag: string; title: string }>(r.body))).toEqual([
      expect.objectContaining({
        tag: `start-session:${live.id}`,
        title: 'Starting now: Turning a family business into a brand',
      }),
    ]);
    // Past the windows nothing more, and a pass never repeats an item.
    standIn.clear();
    expect(await runStartingNowPass(push, START + 2 * 60_000)).toBe(0);
    expect(standIn.requests).toHaveLength(0);
  });
});
