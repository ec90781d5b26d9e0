import { expect, test, type Page } from '@playwright/test';
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

const shownNotifications = (page: Page) =>
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

  const alert = page.getByRole('status').filter({ hasText: `Starting now: ${topic}` });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: `Join Session: ${topic}` })).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Online Session' })).toBeVisible();
  // The alerts check as soon as the lists arrive and on the 5 s clock: one tick is enough.
  await page.waitForTimeout(6_000);
  await expect(page.getByText(`Starting now: ${topic}`)).toHaveCount(0);
});

test.describe('with notifications allowed', () => {
  test.use({ permissions: ['notifications'] });

  test('a hidden page gets a system notification; its tap opens Received; logout closes it', async ({
    page,
    context,
    request,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await waitForServiceWorker(page);
    const member = await freshMemberOnDashboard(page, request);
    await page.getByRole('switch', { name: 'Alerts' }).check();
    await expect(page.getByRole('switch', { name: 'Alerts' })).toBeChecked();

    await hidePage(page);
    await member.refer(uniqueTopic('While away'));
    // Hidden, with Alerts on: the lists are polled every minute.
    await page.clock.fastForward('01:05');
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual(['New referral from Priya Nair']);

    // A tap on the notification, as the system delivers it to the worker.
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

    // Another notification waits; logout closes it, and none comes for her afterwards.
    await hidePage(page);
    await member.refer(uniqueTopic('Second'));
    await page.clock.fastForward('01:05');
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toHaveLength(1);
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
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    await member.refer(uniqueTopic('After logout'));
    await page.clock.fastForward('01:05');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await shownNotifications(page)).toEqual([]);
  });
});
