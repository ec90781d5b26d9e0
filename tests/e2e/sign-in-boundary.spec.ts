import { expect } from '@playwright/test';
import { createSessionViaApi, registerMember, signInViaApi, uniqueTopic } from './api-helpers';
import { memberScope, test } from './fault-helpers';
import {
  expectNothingOfTheMemberStored,
  logIn,
  openSessionList,
  storedContents,
  storedLeftovers,
  waitForServiceWorker,
} from './helpers';

/**
 * Honest reads and a hard sign-in boundary, in real Chromium with the service worker. Each test
 * has a member of its own, and breaks only that member's calls.
 */

test('a profile answer that arrives after logout writes nothing of the member back', async ({
  page,
  request,
  faults,
}) => {
  const account = await registerMember(request, 'Slow Saver');
  await logIn(page, account);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Slow Saver');
  // The upload takes 4 s on a slow connection.
  await faults.set(memberScope(account), ['/api/v1/profile'], {
    mode: 'stall',
    method: 'PATCH',
    delayMs: 4000,
  });
  await page.getByLabel('Full Name').fill('Late Answer Name');
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/profile') && response.request().method() === 'PATCH',
  );
  // As on a backend without the optional DELETE /logout: with it, the server ends the sign-in
  // before the stalled save runs and answers it 401, which carries no data to write back.
  await page.route('**/api/v1/logout', (route) => route.abort());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await answer).status()).toBe(200);
  // Give the answer's handling its turn, then nothing of hers may be stored (the logout's own
  // cleanup finishes in the background, bounded in time: docs/architecture.md#signing-out).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(() => expectNothingOfTheMemberStored(page)).toPass({ timeout: 10_000 });
  const stored = await storedContents(page);
  expect(stored.text).not.toContain('Late Answer Name');
  expect(stored.text).not.toContain(account.email);
});

test(
  'an acceptance known from the server stays Accepted when the accepted list then fails',
  { annotation: { type: 'spec', description: 'a failure is tolerated as an empty list' } },
  async ({ page, request, faults }) => {
    const account = await registerMember(request, 'Known Acceptance');
    const topic = uniqueTopic('Accepted elsewhere');
    await createSessionViaApi(request, { topic, minutesFromNow: 3 * 24 * 60 });
    // Accepted on another device: only the server's list knows.
    const { token } = await signInViaApi(request, account);
    const sessions = await request.get('/api/v1/online_sessions', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = (
      (await sessions.json()) as { data: Array<{ id: number; topic: string }> }
    ).data.find((session) => session.topic === topic);
    await request.post(`/api/v1/online_sessions/${found?.id}/send_invite`, {
      headers: { Authorization: `Bearer ${token}` },
    });

    await logIn(page, account);
    await waitForServiceWorker(page);
    const row = (await openSessionList(page)).getByRole('article', { name: topic });
    await expect(row.getByRole('button', { name: 'Accepted', exact: true })).toBeVisible();

    await faults.set(memberScope(account), ['/api/v1/online_sessions/accepted_sessions'], {
      mode: 'json-500',
    });
    const tries: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/online_sessions/accepted_sessions'))
        tries.push(String(response.status()));
    });
    await page.reload();
    // The first try and its retries all fail...
    await expect
      .poll(() => tries.filter((status) => status === '500').length, { timeout: 15_000 })
      .toBe(3);
    // ...and the member still sees the server's answer, marked as the last saved one.
    const again = (await openSessionList(page)).getByRole('article', { name: topic });
    await expect(again.getByRole('button', { name: 'Accepted', exact: true })).toBeVisible();
    await expect(again.getByRole('button', { name: `Accept: ${topic}` })).toHaveCount(0);
    await expect(page.getByText(/^Showing your last saved data\./)).toBeVisible();
  },
);

test('a start after a sign-out that could not finish sweeps what it left', async ({
  page,
  request,
}) => {
  const account = await registerMember(request, 'Interrupted Leaver');
  await logIn(page, account);
  await waitForServiceWorker(page);
  // Once the worker controls the page, the lists it fetches are kept in its API caches.
  await page.reload();
  await expect(page.getByText('Loading sessions...')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await storedLeftovers(page)).cacheNames.filter((n) => n.startsWith('api-')).length,
    )
    .toBeGreaterThan(0);
  // The app was closed in the middle of logging out: the token is gone, the rest is not.
  await page.evaluate(() => {
    localStorage.setItem('signed_out', '1');
    localStorage.removeItem('auth_token');
    localStorage.removeItem('auth_response');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(async () => (await storedLeftovers(page)).cacheNames.filter((n) => n.startsWith('api-')))
    .toEqual([]);
  await expectNothingOfTheMemberStored(page);
});

test('"Last updated" names the oldest list on screen, each list where they differ', async ({
  page,
  request,
  faults,
}) => {
  const account = await registerMember(request, 'Old And New');
  await page.clock.install();
  await logIn(page, account);
  await waitForServiceWorker(page);
  await expect(page.getByText('Loading sessions...')).toHaveCount(0);
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  // Two hours later the sessions cannot be refreshed; everything else can.
  await faults.set(memberScope(account), ['/api/v1/online_sessions'], { mode: 'json-500' });
  await page.clock.fastForward('02:00:00');
  const failures: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/online_sessions') && response.status() === 500) {
      failures.push(response.status());
    }
  });
  await page.reload();
  await expect.poll(() => failures.length, { timeout: 15_000 }).toBe(3);
  const strip = page.getByRole('status').filter({ hasText: 'Showing your last saved data.' });
  await expect(strip).toContainText(/Last updated: Sessions [^;]+; Meetings/);
});
