import { expect, type Page } from '@playwright/test';
import { createReferralViaApi, registerMember, signInViaApi, uniqueTopic } from './api-helpers';
import { memberScope, test } from './fault-helpers';
import { logIn, waitForServiceWorker } from './helpers';

/**
 * The outbox's failure paths in real Chromium, with the service worker, against the demo API
 * (docs/architecture.md#queued-writes): a write is never dropped on a guess, and a 401 to one
 * write does not sign the member out.
 */

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function sentDescriptions(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/v1/referrals', bearer(token));
  const { items } = (await response.json()) as { items: Array<{ description: string }> };
  return items.map((row) => row.description);
}

test('a second lead in the same words is created, not dropped as "already done", after a try the server never saw', async ({
  page,
  request,
  faults,
}) => {
  const words = uniqueTopic('Needs a CA for GST filing');
  const maya = await registerMember(request, 'Maya Lead');
  const raviName = uniqueTopic('Ravi');
  const ravi = await registerMember(request, raviName);
  const mayaIn = await signInViaApi(request, maya);
  // The first lead, from her laptop a minute ago.
  await createReferralViaApi(request, {
    from: mayaIn,
    to: await signInViaApi(request, ravi),
    description: words,
  });
  await logIn(page, maya);
  await waitForServiceWorker(page);
  await expect(page.getByRole('region', { name: 'Counters' })).toContainText('Referrals Given1');

  // The first try of the second lead is cut before the server sees it (every attempt the
  // browser itself makes of that request too, until the app has given up on it).
  await faults.set(memberScope(maya), ['/api/v1/referrals'], { mode: 'drop', method: 'POST' });
  await page.getByRole('button', { name: 'Create Referral' }).click();
  await page.getByRole('searchbox', { name: 'Search for a user...' }).fill(raviName);
  await page.getByRole('button', { name: `Refer ${raviName}` }).click();
  const modal = page.getByRole('dialog', { name: `Refer ${raviName}` });
  await modal.getByLabel('Description').fill(words);
  await modal.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(
    page.getByText(
      'Not sent yet: the server could not be reached. It will be retried automatically.',
    ),
  ).toBeVisible();
  await faults.clear(memberScope(maya));

  await expect(page.getByText('Referral created successfully!')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => sentDescriptions(page, mayaIn.token)).toEqual([words, words]);
});

test('a 401 to one status change while the sign-in works refuses that change only: kept with Retry, the member stays signed in', async ({
  page,
  request,
  faults,
}) => {
  const description = uniqueTopic('Proxy strips auth');
  const sender = await registerMember(request, 'Auth Sender');
  const member = await registerMember(request, 'Auth Keeper');
  const keeper = await signInViaApi(request, member);
  await createReferralViaApi(request, {
    from: await signInViaApi(request, sender),
    to: keeper,
    description,
  });
  const received = (await (
    await page.request.get('/api/v1/referrals/received_referrals', bearer(keeper.token))
  ).json()) as Array<{ id: number; description: string }>;
  const id = received.find((row) => row.description === description)?.id;
  await faults.set(memberScope(member), [`/api/v1/referrals/${id}`], {
    mode: 'body',
    method: 'PUT',
    status: 401,
    body: { message: 'Not allowed' },
    times: 1,
  });
  await logIn(page, member);
  await waitForServiceWorker(page);
  await page.goto('/referrals');
  await page.getByRole('tab', { name: 'Received' }).click();
  const row = page.getByRole('article', { name: 'Referral from Auth Sender' });
  const status = row.getByLabel(/^Status of the referral from/);
  await status.click();
  await page.getByRole('option', { name: 'Done' }).click();

  await expect(row.getByText('Not allowed')).toBeVisible();
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(status).toHaveValue('Pending');
  // Retry sends it again; this time the server takes it.
  await row.getByRole('button', { name: /^Retry/ }).click();
  await expect(status).toHaveValue('Done');
  await expect(row.getByText('Not allowed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/referrals$/);
});
