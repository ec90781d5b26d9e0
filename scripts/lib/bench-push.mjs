// Issue 38: from a referral's create (the POST answering) to the system notification the app's
// service worker shows for its Web Push, as tests/e2e/push.spec.ts does it: a stand-in push
// service (demo-api/test/push-stand-in.ts) on 127.0.0.1, a fake PushManager in the page whose
// subscription's keys the bench holds (demo-api/test/push-browser.ts), the push decrypted here and
// handed to the worker through the DevTools protocol, as the browser does when its push service
// delivers it.
// Not included: a real push service's own delivery time (the stand-in answers at once, and the
// push goes to the worker as soon as it arrived). What is measured is the demo API's send after
// the answer, the encryption, the worker's handling and the notification's display.
import { rm } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const TITLE = 'New referral from Priya Nair';
const PRIYA = { email: 'priya.nair@example.com', password: 'demo1234' };
const SUBSCRIPTIONS = '/api/v1/push/subscriptions';
const POLL_MS = 20;
const TIMEOUT_MS = 20_000;

// The stand-in and the fake browser are plain Node in TypeScript, imported through tsx as
// bench-news.mjs does. The page-side helpers of tests/e2e/push-helpers.ts are ported below
// instead: tsx adds `__name(...)` calls to the functions it compiles, which the page lacks.
const importTs = (path) => tsImport(path, { parentURL: import.meta.url });
const standInModule = () => importTs('../../demo-api/test/push-stand-in.ts');
const browserModule = () => importTs('../../demo-api/test/push-browser.ts');

/**
 * The stand-in's self-signed certificate, in a new temporary folder: the demo API gets its file
 * as PUSH_CA_FILE (read at each send). Remove `dir` at the end.
 */
export async function makePushCertificate() {
  const { makeStandInCertificate } = await standInModule();
  const { dir, caFile } = makeStandInCertificate();
  return { dir, caFile };
}

export const removePushCertificate = (dir) => rm(dir, { recursive: true, force: true });

/** The page's PushManager answers with `subscription` (tests/e2e/push-helpers.ts, ported). */
async function fakePushManager(page, subscription) {
  await page.addInitScript((json) => {
    let current = null;
    const make = (options) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options,
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: () => ((current = null), Promise.resolve(true)),
    });
    PushManager.prototype.subscribe = function (options) {
      current = make(options ?? {});
      return Promise.resolve(current);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, subscription);
}

/** Hands pushes to the app's worker through the DevTools protocol (push-helpers.ts, ported). */
async function pushDelivery(page, origin) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  return (data) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
}

const notificationsOnScreen = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.title);
  });

const closeNotifications = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    (await registration.getNotifications()).forEach((n) => n.close());
  });

async function post(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`bench push: POST ${path} answered ${response.status}`);
  return response;
}

/** A fresh member (as tests/e2e/api-helpers.ts registerMember): seeded data stays as it was. */
async function registerMember(base) {
  const email = `bench-push-${Date.now()}-${process.pid}@example.com`;
  const password = 'demo1234';
  await post(base, '/api/v1/users', {
    user: {
      email,
      password,
      password_confirmation: password,
      fullname: 'Bench Push',
      phone_number: '9876543210',
      company_name: 'Bench Push Ltd',
      industry: 'Testing',
    },
  });
  return { email, password };
}

async function signIn(base, account) {
  const body = await (await post(base, '/api/v1/login', account)).json();
  return { token: body.token, id: body.user.id };
}

/** Polls until `check` is true, every POLL_MS; throws after TIMEOUT_MS. */
async function until(what, check) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`bench push: no ${what} in time`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median and worst of `runs` referrals from Priya to a fresh member with Alerts on: the POST's
 * answer to the worker's notification on screen. `certDir` holds the certificate the demo API
 * at `base` trusts (makePushCertificate).
 */
export async function pushTimings(browser, base, certDir, runs) {
  const { startPushStandIn } = await standInModule();
  const { makeBrowserSubscription } = await browserModule();
  const standIn = await startPushStandIn({ certDir });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['notifications'],
  });
  try {
    const origin = new URL(base).origin;
    const fake = makeBrowserSubscription(standIn.endpoint('bench-phone'));
    const { endpoint } = fake.subscription;
    const page = await context.newPage();
    await fakePushManager(page, fake.subscription);

    const account = await registerMember(base);
    const member = await signIn(base, account);
    const priya = await signIn(base, PRIYA);
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: TIMEOUT_MS,
    });
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${base}/profile`);

    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith(SUBSCRIPTIONS) && response.request().method() === 'POST',
    );
    await page
      .getByRole('region', { name: 'Settings' })
      .getByRole('switch', { name: 'Alerts' })
      .check();
    const subscribed = await posted;
    if (!subscribed.ok())
      throw new Error(`bench push: subscribing answered ${subscribed.status()}`);
    const deliver = await pushDelivery(page, origin);

    const totals = [];
    const sends = [];
    for (let run = 0; run < runs; run += 1) {
      standIn.clear();
      const referral = {
        referral: {
          referred_to_id: member.id,
          description: `Bench push ${run}`,
          status: 'pending',
        },
      };
      const answer = await post(base, '/api/v1/referrals', referral, priya.token);
      const t0 = Date.now();
      await answer.arrayBuffer();
      const [push] = await standIn.waitForRequests(1, { endpoint, timeoutMs: TIMEOUT_MS });
      const payload = fake.decryptJson(push.body);
      await deliver(JSON.stringify(payload));
      await until('notification', async () => (await notificationsOnScreen(page)).includes(TITLE));
      totals.push(Date.now() - t0);
      sends.push(push.at - t0);
      await closeNotifications(page);
      await until('closing', async () => (await notificationsOnScreen(page)).length === 0);
    }
    return {
      referralPushMsMedian: median(totals),
      referralPushMsMax: Math.max(...totals),
      // Of which: the POST's answer to the push reaching the stand-in (the demo API's send).
      referralPushSendMsMedian: median(sends),
      referralPushRuns: runs,
    };
  } finally {
    await context.close();
    await standIn.close();
  }
}
