import { expect, test } from '@playwright/test';
import { makeBrowserSubscription, type FakeBrowser } from '../../demo-api/test/push-browser';
import { startPushStandIn, type PushStandIn } from '../../demo-api/test/push-stand-in';
import { createReferralViaApi, registerMember, signInViaApi, uniqueTopic } from './api-helpers';
import { logIn, waitForServiceWorker } from './helpers';
import {
  fakePushManager,
  notificationsOnScreen,
  PUSH_CERT_DIR,
  pushDelivery,
} from './push-helpers';

// Web Push for a closed app (docs/push.md): the Alerts switch subscribes, the demo API pushes to
// the stand-in push service, the worker shows the push; after logout nothing of the member shows.

const PRIYA = { email: 'priya.nair@example.com', password: 'demo1234' };
const SUBSCRIPTIONS = '/api/v1/push/subscriptions';

let standIn: PushStandIn;

interface Payload {
  type: string;
  title: string;
  member: string;
}

/** The first push of that type sent to the endpoint, decrypted as the browser would. */
async function pushOfType(browser: FakeBrowser, endpoint: string, type: string): Promise<Payload> {
  let found: Payload | undefined;
  await expect
    .poll(() => {
      found = standIn.requests
        .filter((sent) => sent.endpoint === endpoint)
        .map((sent) => browser.decryptJson<Payload>(sent.body))
        .find((payload) => payload.type === type);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
test.beforeAll(async () => {
  standIn = await startPushStandIn({ certDir: PUSH_CERT_DIR });
});
test.afterAll(async () => {
  await standIn.close();
});

test.use({ permissions: ['notifications'] });

test('a referral reaches the worker as a push, and after logout a push shows nothing of her', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const browser = makeBrowserSubscription(standIn.endpoint('meera-phone'));
  const endpoint = browser.subscription.endpoint;
  await fakePushManager(page, browser.subscription);

  const account = await registerMember(request, 'Meera Push');
  const meera = await signInViaApi(request, account);
  const priya = await signInViaApi(request, PRIYA);
  await page.goto('/login');
  await waitForServiceWorker(page);
  await logIn(page, account);
  await page.getByRole('link', { name: 'Profile' }).click();

  // Turning Alerts on asks for the permission (granted here), then hands the subscription over.
  const posted = page.waitForResponse(
    (response) => response.url().endsWith(SUBSCRIPTIONS) && response.request().method() === 'POST',
  );
  await page
    .getByRole('region', { name: 'Settings' })
    .getByRole('switch', { name: 'Alerts' })
    .check();
  const postedSubscription = await posted;
  expect(postedSubscription.ok()).toBe(true);
  expect(postedSubscription.request().postDataJSON()).toEqual(browser.subscription);

  // Priya refers her: the demo API pushes to the stand-in, encrypted for this subscription.
  await createReferralViaApi(request, { from: priya, to: meera, description: uniqueTopic('Push') });
  const payload = await pushOfType(browser, endpoint, 'referral-received');
  expect(payload.title).toBe('New referral from Priya Nair');
  expect(payload.member).not.toContain('@');

  // The browser hands it to the worker, which shows it (the page is not on Received).
  const deliver = await pushDelivery(page, origin);
  await deliver(JSON.stringify(payload));
  await expect.poll(() => notificationsOnScreen(page)).toEqual(['New referral from Priya Nair']);

  // Logout: the backend is asked to forget this device before the sign-in ends, and the
  // notifications go. (A "Starting now" of a meeting may have been pushed to her meanwhile: every
  // member gets those.)
  const deleted = page.waitForResponse(
    (response) =>
      response.url().endsWith(SUBSCRIPTIONS) && response.request().method() === 'DELETE',
  );
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const deleteAnswer = await deleted;
  expect(deleteAnswer.status()).toBe(204);
  expect(deleteAnswer.request().postDataJSON()).toEqual({ endpoint });
  const pushedBeforeLogout = standIn.requests.filter((sent) => sent.endpoint === endpoint).length;
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => notificationsOnScreen(page)).toEqual([]);

  // A push for her arriving now shows only the neutral notice.
  await deliver(JSON.stringify(payload));
  await expect.poll(() => notificationsOnScreen(page)).toEqual(["Sign in to see what's new"]);

  // The server holds no subscription for this device: another referral pushes nothing to it,
  // while one to a member still subscribed elsewhere arrives (sent after hers).
  const other = makeBrowserSubscription(standIn.endpoint('priya-laptop'));
  const asPriya = { Authorization: `Bearer ${priya.token}` };
  const subscribed = await request.post(SUBSCRIPTIONS, {
    headers: asPriya,
    data: other.subscription,
  });
  expect(subscribed.ok()).toBe(true);
  await createReferralViaApi(request, { from: priya, to: meera, description: uniqueTopic('Gone') });
  await createReferralViaApi(request, { from: meera, to: priya, description: uniqueTopic('Next') });
  // Each push starts as its write's answer goes, so hers (were there one) started first.
  await standIn.waitForRequests(1, { endpoint: other.subscription.endpoint });
  expect(standIn.requests.filter((sent) => sent.endpoint === endpoint)).toHaveLength(
    pushedBeforeLogout,
  );
  await request.delete(SUBSCRIPTIONS, {
    headers: asPriya,
    data: { endpoint: other.subscription.endpoint },
  });
});
