import { expect, test, type Page, type Request } from '@playwright/test';
import {
  createReferralViaApi,
  createSessionViaApi,
  registerMember,
  signInViaApi,
  uniqueTopic,
} from './api-helpers';
import { logIn, waitForServiceWorker } from './helpers';

// Live alerts (docs/behaviour.md#live-alerts): news of referrals between polls, 'New' marks, the
// app badge, "Starting now", and system notifications through the service worker.

const PRIYA = { email: 'priya.nair@example.com', password: 'demo1234' };

/** Records the app badge calls, as an installed app would make them. */
async function recordBadgeCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<number | 'clear'> = [];
    (window as unknown as { badgeCalls: typeof calls }).badgeCalls = calls;
    Object.assign(navigator, {
      setAppBadge: (count: number) => (calls.push(count), Promise.resolve()),
      clearAppBadge: () => (calls.push('clear'), Promise.resolve()),
    });
  });
  return () => page.evaluate(() => (window as unknown as { badgeCalls: unknown[] }).badgeCalls);
}

/** A member of the test's own, signed in on the page, and Priya able to refer her. */
async function freshMemberOnDashboard(page: Page, request: Parameters<typeof registerMember>[0]) {
  const account = await registerMember(request, 'Meera Live');
  const meera = await signInViaApi(request, account);
  const priya = await signInViaApi(request, PRIYA);
  await logIn(page, account);
  await expect(page.getByRole('region', { name: 'My activity' })).toBeVisible();
  // The page's first answer of her received referrals is the starting point of its notices (what
  // came before it was "while away": a mark, no notice). Refer only once it is on screen.
  await expect(page.getByRole('region', { name: 'Counters' })).toContainText(
    /Referrals Received\s*0/,
  );
  return {
    account,
    refer: (description: string) =>
      createReferralViaApi(request, { from: priya, to: meera, description }),
  };
}

/** The page as the browser reports it when the member switches to another app or tab. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.hasFocus = () => false;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

const RECEIVED_LIST = '/api/v1/referrals/received_referrals';
const GIVEN_LIST = '/api/v1/referrals';
const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * The page's API requests that have not finished yet. page.clock.fastForward must find none:
 * the jump fires every timer due by then, so a request still on its way would meet its own
 * 15 s timeout and be aborted; a failed read is retried only once the page is visible again
 * (TanStack Query pauses retries while the page is hidden), and the minute's poll would then
 * wait on that paused read instead of asking the server.
 */
function unfinishedApiRequests(page: Page): () => number {
  const unfinished = new Set<Request>();
  page.on('request', (request) => {
    if (pathOf(request).startsWith('/api/')) unfinished.add(request);
  });
  page.on('requestfinished', (request) => unfinished.delete(request));
  page.on('requestfailed', (request) => unfinished.delete(request));
  return () => unfinished.size;
}

/** Resolves when a read of each path has come back, body and all. */
function readsOf(page: Page, paths: string[]) {
  return Promise.all(
    paths.map((path) =>
      page.waitForEvent('requestfinished', (request) => pathOf(request) === path),
    ),
  );
}

/**
 * Records each system notification the app has had shown: the title of every
 * registration.showNotification call, once the browser has taken it (its promise resolved).
 */
async function recordShownNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownByApp: string[] }).shownByApp = shown;
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
      await show.call(this, title, options);
      shown.push(title);
    };
  });
  return () => page.evaluate(() => (window as unknown as { shownByApp: string[] }).shownByApp);
}

/**
 * The worker's notifications on screen. Read only while the app is showing none: Chromium drops a
 * notification being shown when getNotifications runs at the same time (its list is synced with
 * what is displayed before the new one is), so polling this while waiting for one to come would
 * itself make it vanish now and then. Wait for the app's call (recordShownNotifications) instead.
 */
const notificationsOnScreen = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.title);
  });

test('a referral arriving while she is on the dashboard: a notice, a New mark and the badge', async ({
  page,
  request,
}) => {
  const badgeCalls = await recordBadgeCalls(page);
  const member = await freshMemberOnDashboard(page, request);
  const description = uniqueTopic('Needs uniforms');
  await member.refer(description);

  // Within two polls of 5 s.
  await expect(page.getByText('New referral from Priya Nair')).toBeVisible({ timeout: 10_000 });
  const referralsTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Referrals/,
  });
  await expect(referralsTab).toHaveAccessibleName('Referrals 1 new');
  await expect.poll(badgeCalls).toContain(1);

  await referralsTab.click();
  const row = page.getByRole('article', { name: 'Referral from Priya Nair' }).filter({
    hasText: description,
  });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  // Seen now: the counts and the badge go, the mark stays while the tab is open.
  await expect(page.getByRole('tab', { name: /^Received/ })).toHaveAccessibleName('Received');
  await expect(referralsTab).toHaveAccessibleName('Referrals');
  await expect.poll(badgeCalls).toContain('clear');
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toHaveCount(0);
});

test('a session she accepted entering its join window says "Starting now" once', async ({
  page,
  request,
}) => {
  const topic = uniqueTopic('Starts soon');
  // The join window opens 5 minutes before the start: this one opens a few seconds from now.
  await createSessionViaApi(request, { topic, minutesFromNow: 5.1 });
  const member = await freshMemberOnDashboard(page, request);
  void member;
  await page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  const row = page.getByRole('dialog').getByRole('article', { name: topic });
  await row.getByRole('button', { name: `Accept: ${topic}` }).click();
  await expect(row.getByRole('button', { name: 'Accepted' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // The session's card or row may be in view on the dashboard, where the alert waits: it shows
  // once she leaves them (docs/behaviour.md#live-alerts).
  await openReferrals(page);

  const alert = page.getByRole('status').filter({ hasText: `Starting now: ${topic}` });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: `Join Session: ${topic}` })).toBeEnabled();

  // The alerts check as a list they read arrives (and on a 5 s clock, which reads the same
  // lists): once the server's sessions and acceptances have arrived after the dashboard loads
  // again and the session shows as Accepted, the check has run on them. Away from its cards,
  // where an alert still due would show at once, nothing is said again.
  const fresh = ['/api/v1/online_sessions', '/api/v1/online_sessions/accepted_sessions'].map(
    (path) => page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await page.goto('/dashboard');
  await Promise.all(fresh);
  await page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  await expect(row.getByRole('button', { name: 'Accepted' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await openReferrals(page);
  await expect(page.getByText('No received referrals yet')).toBeVisible();
  await expect(page.getByText(`Starting now: ${topic}`)).toHaveCount(0);
});

/** The Referrals screen, from the tab bar. */
async function openReferrals(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Referrals/ })
    .click();
  await expect(page).toHaveURL(/\/referrals/);
}

test.describe('with notifications allowed', () => {
  test.use({ permissions: ['notifications'] });

  test('a hidden page gets a system notification; its tap opens Received; logout closes it', async ({
    page,
    context,
    request,
  }) => {
    const unfinished = unfinishedApiRequests(page);
    const shownByApp = await recordShownNotifications(page);
    await page.clock.install();
    await page.goto('/login');
    await waitForServiceWorker(page);
    const member = await freshMemberOnDashboard(page, request);
    // A phone's Alerts switch is in Settings, on the profile screen; the hidden page's polls run
    // whichever screen is open.
    await page.getByRole('link', { name: 'Profile' }).click();
    const alertsSwitch = page
      .getByRole('region', { name: 'Settings' })
      .getByRole('switch', { name: 'Alerts' });
    await alertsSwitch.check();
    await expect(alertsSwitch).toBeChecked();
    await expect.poll(unfinished).toBe(0);

    // Hidden, with Alerts on: the lists are read at once, then polled every minute. The referral
    // is made once that first read is back, so the minute's poll is what brings it.
    const readOnHiding = readsOf(page, [RECEIVED_LIST, GIVEN_LIST]);
    await hidePage(page);
    await readOnHiding;
    await member.refer(uniqueTopic('While away'));
    await expect.poll(unfinished).toBe(0);
    await page.clock.fastForward('01:05');
    await expect.poll(shownByApp, { timeout: 10_000 }).toEqual(['New referral from Priya Nair']);
    expect(await notificationsOnScreen(page)).toEqual(['New referral from Priya Nair']);

    // A tap on the notification, as the system delivers it to the worker. The Received screen
    // it opens reads its list at once.
    const readOnOpening = readsOf(page, [RECEIVED_LIST]);
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      // The worker's own types are not in this file's lib: described here as far as used.
      const scope = self as unknown as {
        registration: { getNotifications: () => Promise<Notification[]> };
        dispatchEvent: (event: Event) => boolean;
      };
      const NotificationClick = (
        self as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      const [shown] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification: shown! }));
    });
    await expect(page).toHaveURL(/\/referrals\?tab=received$/);
    await expect(page.getByRole('tab', { name: /^Received/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await readOnOpening;

    // Another notification waits; logout closes it, and none comes for her afterwards.
    await hidePage(page);
    await member.refer(uniqueTopic('Second'));
    await expect.poll(unfinished).toBe(0);
    await page.clock.fastForward('01:05');
    await expect.poll(shownByApp, { timeout: 10_000 }).toHaveLength(2);
    // The first went with its tap.
    expect(await notificationsOnScreen(page)).toEqual(['New referral from Priya Nair']);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'visible',
      });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => notificationsOnScreen(page)).toEqual([]);
    await member.refer(uniqueTopic('After logout'));
    await page.clock.fastForward('01:05');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // Nothing was shown since the two above.
    expect(await shownByApp()).toHaveLength(2);
    expect(await notificationsOnScreen(page)).toEqual([]);
  });
});
