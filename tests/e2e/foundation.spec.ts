import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers';
import { DEMO_MEMBER, logIn, waitForSavedDashboard, waitForServiceWorker } from './helpers';

test(
  'the demo member logs in and lands on the dashboard',
  {
    annotation: [
      {
        type: 'spec',
        description:
          "The dashboard is titled as a business dashboard with the subtitle 'Manage your online sessions and upcoming meetings'.",
      },
      { type: 'spec', description: 'On success the user goes to /dashboard.' },
    ],
  },
  async ({ page }) => {
    await logIn(page, DEMO_MEMBER);
    await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
    await expect(page.getByText('Manage your online sessions and upcoming meetings')).toBeVisible();
  },
);

test(
  'signed-in screens send a visitor without a token to /login',
  {
    annotation: [
      { type: 'spec', description: '/dashboard | Main dashboard | yes' },
      { type: 'spec', description: '/referrals | Referrals | yes' },
      { type: 'spec', description: '/profile | Edit profile | yes' },
      { type: 'spec', description: '/attendance | Attendance dashboard (admin) | yes' },
      { type: 'spec', description: '/ and any unknown path | Redirect to /login' },
      {
        type: 'spec',
        description:
          'Screens that need a stored auth token send the user to /login when it is missing: dashboard, referrals, profile, attendance.',
      },
      { type: 'spec', description: 'Login gating: no token leads to redirect to /login' },
      { type: 'spec', description: 'all other screens need a stored token.' },
    ],
  },
  async ({ page }) => {
    for (const path of ['/dashboard', '/referrals', '/profile', '/attendance']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  },
);

test('unknown API paths answer JSON, never the app shell', async ({ request }) => {
  const response = await request.get('/api/v1/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

test(
  'the service worker serves the app shell offline after a visit',
  { annotation: { type: 'spec', description: 'A service worker is registered from /sw.js' } },
  async ({ page, context }) => {
    await logIn(page, DEMO_MEMBER);
    await waitForServiceWorker(page);
    // Offline with nothing saved yet rightly says so; this test is about the saved lists.
    await waitForSavedDashboard(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
    await expect(page.getByText('You are offline. Showing your last saved data.')).toBeVisible();
    await context.setOffline(false);
  },
);

test(
  'logout leaves nothing of the member behind',
  {
    annotation: [
      { type: 'spec', description: 'a Logout button (removes the token, goes to /login)' },
      { type: 'spec', description: 'logout removes the token.' },
    ],
  },
  async ({ page, request }) => {
    await logIn(page, DEMO_MEMBER);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const answerToToken = async () =>
      (
        await request.get('/api/v1/online_sessions', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status();
    expect(await answerToToken()).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The server ended that sign-in too (DELETE /api/v1/logout, sent without being waited on).
    await expect.poll(answerToToken).toBe(401);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('auth_token'),
      response: localStorage.getItem('auth_response'),
    }));
    expect(stored).toEqual({ token: null, response: null });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('the login screen has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a sign-in survives a wiped localStorage through the IndexedDB mirror', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  // The mirror is written in the background; give it a moment before wiping.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('member-portal');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('kv')) return resolve(0);
              const count = db.transaction('kv').objectStore('kv').count();
              count.onsuccess = () => resolve(count.result);
            };
            open.onerror = () => resolve(0);
          }),
      ),
    )
    .toBeGreaterThan(1);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});
