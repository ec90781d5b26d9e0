import { expect, test, type Page, type Request } from '@playwright/test';
import {
  createReferralViaApi,
  createSessionViaApi,
  registerMember,
  signInViaApi,
  uniqueTopic,
} from './api-helpers';
import { DEMO_MEMBER, logIn, openSessionList, waitForServiceWorker } from './helpers';

/** Every write the page sends, with the credential it carried. */
function recordWrites(page: Page) {
  const writes: Array<{ method: string; path: string; auth: string | null; key: string | null }> =
    [];
  page.on('request', (request: Request) => {
    if (request.method() === 'GET' || !request.url().includes('/api/v1/')) return;
    const headers = request.headers();
    writes.push({
      method: request.method(),
      path: new URL(request.url()).pathname.replace('/api/v1', ''),
      auth: headers.authorization ?? null,
      key: headers['idempotency-key'] ?? null,
    });
  });
  return writes;
}

test('writes made offline wait on the phone, survive a restart, and are sent once when back online', async ({
  page,
  context,
  request,
}) => {
  const topic = uniqueTopic('Offline accept');
  await createSessionViaApi(request, { topic, minutesFromNow: 3 * 24 * 60 });
  const description = uniqueTopic('Offline referral');
  // A member of the test's own, with one received referral whose status she changes: the status
  // of a referral another test reads must not change under it.
  const member = await registerMember(request, 'Offline Writer');
  await createReferralViaApi(request, {
    from: await signInViaApi(request, { email: 'priya.nair@example.com', password: 'demo1234' }),
    to: await signInViaApi(request, member),
    description: uniqueTopic('Received before going offline'),
  });
  await logIn(page, member);
  await waitForServiceWorker(page);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await page.goto('/referrals');
  await expect(page.getByRole('button', { name: /^Refer / }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect((await openSessionList(page)).getByRole('article', { name: topic })).toBeVisible();
  const writes = recordWrites(page);

  await context.setOffline(true);
  const row = page.getByRole('dialog').getByRole('article', { name: topic });
  await row.getByRole('button', { name: `Accept: ${topic}` }).click();
  await expect(row.getByRole('button', { name: 'Waiting for network' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto('/referrals?tab=create');
  await page.getByRole('button', { name: 'Refer Priya Nair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer Priya Nair' });
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByRole('button', { name: 'Submit Referral' }).click();
  await page.getByRole('tab', { name: 'Sent' }).click();
  const sent = page.getByRole('article').filter({ hasText: description });
  await expect(sent).toContainText('Waiting for network');

  await page.getByRole('tab', { name: 'Received' }).click();
  const received = page.getByRole('article').first();
  const status = received.getByLabel(/^Status of the referral/);
  await expect(status).toHaveValue('Pending');
  await status.click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(received).toContainText('Waiting for network');

  // Closed and reopened, still offline: everything still waits.
  await page.reload();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('article').filter({ hasText: description })).toContainText(
    'Waiting for network',
  );
  await page.goto('/dashboard');
  const again = (await openSessionList(page)).getByRole('article', { name: topic });
  await expect(again.getByRole('button', { name: 'Waiting for network' })).toBeDisabled();
  expect(writes).toEqual([]);

  await context.setOffline(false);
  await expect(again.getByRole('button', { name: 'Accepted' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => writes.length, { timeout: 15_000 }).toBe(3);
  await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
  // In the order they were made: the Accept, the new referral, then the status change.
  expect(writes.map((w) => `${w.method} ${w.path.replace(/\d+/g, 'N')}`)).toEqual([
    'POST /online_sessions/N/send_invite',
    'POST /referrals',
    'PUT /referrals/N',
  ]);
  for (const write of writes) {
    expect(write.auth).toBe(`Bearer ${token}`);
    expect(write.key).toBeTruthy();
  }
});

test('a write queued offline is never sent after logout', async ({ page, context }) => {
  const description = uniqueTopic('Dropped at logout');
  await logIn(page, DEMO_MEMBER);
  await waitForServiceWorker(page);
  await page.goto('/referrals?tab=create');
  await expect(page.getByRole('button', { name: /^Refer / }).first()).toBeVisible();
  const writes = recordWrites(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Refer Priya Nair' }).click();
  await page.getByLabel(/^Description/).fill(description);
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  // Queued once it is on disk: leaving the page before that could lose the unfinished store.
  await expect(page.getByRole('button', { name: '1 change waiting' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Changes not sent yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);
  await logIn(page, DEMO_MEMBER);
  // A new referral goes out; writes are sent in the order they were made, so a dropped one that
  // had survived would have gone first.
  const after = uniqueTopic('After logging in again');
  await page.goto('/referrals?tab=create');
  await page.getByRole('button', { name: 'Refer Priya Nair' }).click();
  await page.getByLabel(/^Description/).fill(after);
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(page.getByText('Referral created successfully!')).toBeVisible();
  expect(writes.filter((write) => write.path !== '/login').map((write) => write.path)).toEqual([
    '/referrals',
  ]);
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('article').filter({ hasText: description })).toHaveCount(0);
});

test('a profile edit offline is refused and keeps what was typed', async ({ page, context }) => {
  await logIn(page, { email: 'kavita.iyer@example.com', password: 'demo1234' });
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
  const writes = recordWrites(page);
  await context.setOffline(true);
  await page.getByLabel('Address').fill('Kept while offline, Chennai');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline. Nothing was sent');
  await expect(page.getByLabel('Address')).toHaveValue('Kept while offline, Chennai');
  await expect(page).toHaveURL(/\/profile$/);
  expect(writes).toEqual([]);
  await context.setOffline(false);
});
