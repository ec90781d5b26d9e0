import { expect } from '@playwright/test';
import { registerMember } from './api-helpers';
import {
  expectScreenHolds,
  memberScope,
  signInScope,
  test,
  watchForBreakage,
  type FaultMode,
} from './fault-helpers';
import { DEMO_ADMIN, logIn, waitForServiceWorker } from './helpers';

/**
 * The server breaks for real (the demo API's fault switch), with the service worker on: every
 * list call of docs/behaviour.md#server-calls, each way it can break. The member must see the screen's error
 * text of docs/behaviour.md#errors (or their cached data), never a blank screen, raw markup or a crash.
 * Each test breaks the calls of a member of its own, or of its own admin sign-in (fault-helpers.ts):
 * tests running beside it never see its faults.
 */
const DASHBOARD_CALLS = [
  '/api/v1/online_sessions',
  '/api/v1/online_sessions/accepted_sessions',
  '/api/v1/user_meetings',
  '/api/v1/referrals',
  '/api/v1/referrals/received_referrals',
];
const REFERRALS_CALLS = [
  '/api/v1/referrals',
  '/api/v1/referrals/received_referrals',
  '/api/v1/users',
];
const USERS_ADMIN_CALL = '/api/v1/users/admin_all_users';
const ATTENDANCE_CALLS = ['/api/v1/online_session_attendances', '/api/v1/attendances'];

/** Modes answered at once; the 20 s stall and no network have tests of their own. */
const QUICK_MODES: FaultMode[] = [
  'json-500',
  'html-502',
  'invalid-json',
  'number',
  'string',
  'data-string',
];

/** docs/behaviour.md#errors: the server's message when it sent one, else the screen's fallback. */
const shownText = (mode: FaultMode, fallback: string) =>
  mode === 'json-500' ? 'Internal server error' : fallback;

// One test per way of breaking, so the ways run side by side on the workers.
for (const mode of QUICK_MODES) {
  test(
    `dashboard: each list call broken (${mode}) shows the banner`,
    {
      annotation: {
        type: 'spec',
        description: "Dashboard load: 'Failed to load dashboard data' (error banner).",
      },
    },
    async ({ request, faults, freshPage }) => {
      const member = await registerMember(request, 'Broken Dashboard');
      const { page, problems } = await freshPage(member, () =>
        faults.set(memberScope(member), DASHBOARD_CALLS, { mode }),
      );
      const banner = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await expect(banner).toContainText(shownText(mode, 'Failed to load dashboard data'), {
        timeout: 15_000,
      });
      // The cards say there is nothing to show rather than spinning forever.
      await expect(page.getByText('No online sessions available')).toBeVisible();
      await expect(page.getByText('No upcoming meetings')).toBeVisible();
      await expectScreenHolds(page, problems);
    },
  );

  test(
    `referrals: each list call broken (${mode}) shows the referrals error text`,
    {
      annotation: {
        type: 'spec',
        description: "Referrals load: 'Failed to load referrals data' (banner).",
      },
    },
    async ({ request, faults, freshPage }) => {
      const member = await registerMember(request, 'Broken Referrals');
      const { page, problems } = await freshPage(member, () =>
        faults.set(memberScope(member), REFERRALS_CALLS, { mode }),
      );
      await page.getByRole('button', { name: 'Create Referral' }).click();
      await expect(page).toHaveURL(/\/referrals$/);
      const text = shownText(mode, 'Failed to load referrals data');
      // The Create tab's member list (GET /users) fails in every mode.
      await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible({
        timeout: 15_000,
      });
      // A bare number is a count (docs/behaviour.md#server-calls: 'array or a count'): no list, no error.
      const listsFail = mode !== 'number';
      await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(
        listsFail ? 2 : 1,
      );
      for (const tab of ['Sent', 'Received']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
      }
      if (!listsFail) await expect(page.getByText('No received referrals yet')).toBeVisible();
      await expectScreenHolds(page, problems);
    },
  );

  test(
    `attendance: the member list and the attendance calls broken (${mode})`,
    {
      annotation: {
        type: 'spec',
        description: "Attendance: 'Failed to fetch users', 'Failed to fetch attendance'.",
      },
    },
    async ({ faults, freshPage }) => {
      const { page, problems } = await freshPage(DEMO_ADMIN);
      // There is one admin account, which other tests use meanwhile: only this page's sign-in
      // breaks. The admin's list is first fetched by the attendance screen, opened next.
      const admin = await signInScope(page);
      await faults.set(admin, [USERS_ADMIN_CALL], { mode });
      await page.getByRole('button', { name: 'Check Attendance' }).click();
      await expect(page.getByRole('alert')).toContainText(
        shownText(mode, 'Failed to fetch users'),
        {
          timeout: 15_000,
        },
      );
      await expectScreenHolds(page, problems);

      await faults.clear(admin);
      await faults.set(admin, ATTENDANCE_CALLS, { mode });
      await page.reload();
      await page
        .getByRole('button', { name: /^Check: / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('alert')).toHaveText(
        shownText(mode, 'Failed to fetch attendance'),
        { timeout: 15_000 },
      );
      await expectScreenHolds(page, problems);
    },
  );
}

test('after a good load, broken calls and no network leave the cached data in view', async ({
  page,
  context,
  request,
  faults,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'Cached Through Faults');
  const problems = watchForBreakage(page);
  await page.goto('/login');
  await waitForServiceWorker(page);
  await logIn(page, member);
  const featured = page.getByRole('region', { name: 'Online Session' }).getByRole('article');
  await expect(featured).toBeVisible();
  const topic = (await featured.getAttribute('aria-label')) ?? '';
  expect(topic).not.toBe('');
  const counter = page.getByText('Referrals Given', { exact: true });
  await expect(counter).toBeVisible();

  for (const mode of QUICK_MODES) {
    await test.step(mode, async () => {
      await faults.set(memberScope(member), DASHBOARD_CALLS, { mode });
      const failed = page.waitForResponse((r) => r.url().endsWith('/api/v1/user_meetings'));
      await page.reload();
      await failed;
      await expect(featured).toHaveAttribute('aria-label', topic);
      await expect(page.getByText('Failed to load dashboard data')).toHaveCount(0);
      await expectScreenHolds(page, problems);
      await faults.clear(memberScope(member));
    });
  }

  await test.step('no network at all', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(featured).toHaveAttribute('aria-label', topic);
    await expect(page.getByText(/Showing your last saved data/)).toBeVisible();
    await expectScreenHolds(page, problems);
    await context.setOffline(false);
  });
});

test(
  'a stalled server: the app gives up on its own timeout and shows the error texts',
  {
    annotation: { type: 'spec', description: "Loading texts: 'Loading sessions...'" },
  },
  async ({ request, faults, freshPage }) => {
    // Each try outlasts the app's 15 s request timeout, and a timeout is retried twice (1 s and
    // 2 s apart), so each screen's error text is due after about 48 s; the three screens wait side
    // by side. The stall is 60 s, not 20 s: a 20 s stall answers while the app's second try is
    // waiting, the service worker keeps that late answer, and its 6 s network timeout then serves
    // it, so the member sees the schedule (tried: 'Loading sessions...' for about 25 s, then data).
    test.setTimeout(150_000);
    const stall = { mode: 'stall', delayMs: 60_000 } as const;
    const member = await registerMember(request, 'Stalled Member');
    await faults.set(memberScope(member), [...DASHBOARD_CALLS, '/api/v1/users'], stall);
    const [dashboard, referrals, attendance] = await Promise.all([
      freshPage(member),
      freshPage(member),
      freshPage(DEMO_ADMIN),
    ]);
    await referrals.page.getByRole('button', { name: 'Create Referral' }).click();
    // The one admin account is shared with other tests: only this sign-in stalls.
    await faults.set(await signInScope(attendance.page), [USERS_ADMIN_CALL], stall);
    await attendance.page.getByRole('button', { name: 'Check Attendance' }).click();
    await expect(dashboard.page.getByText('Loading sessions...').first()).toBeVisible();
    await expect(attendance.page.getByText('Loading users...')).toBeVisible();

    const waitLong = { timeout: 75_000 };
    await Promise.all([
      expect(
        dashboard.page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' }),
      ).toBeVisible(waitLong),
      expect(
        referrals.page
          .getByRole('alert')
          .filter({ hasText: 'Failed to load referrals data' })
          .first(),
      ).toBeVisible(waitLong),
      expect(
        attendance.page.getByRole('alert').filter({ hasText: 'Failed to fetch users' }),
      ).toBeVisible(waitLong),
    ]);
    for (const { page, problems } of [dashboard, referrals, attendance]) {
      await expectScreenHolds(page, problems);
    }
  },
);
