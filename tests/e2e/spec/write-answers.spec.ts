import { expect, type Page } from '@playwright/test';
import {
  createReferralViaApi,
  createSessionViaApi,
  registerMember,
  signInViaApi,
  uniqueTopic,
} from '../api-helpers';
import { memberScope, test } from '../fault-helpers';
import { logIn, openSessionList, waitForServiceWorker } from '../helpers';

/**
 * "An answer is shown, no answer is queued" (docs/behaviour.md#waiting-changes), in real Chromium with the
 * service worker in control: a write tapped online that the server answers with an error shows
 * the server's message at once, as SPEC.md section 8 says, and nothing waits to be sent again.
 */

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** The id of the first row of a list call whose text field equals `text`. */
async function idOf(page: Page, path: string, token: string, field: string, text: string) {
  const body: unknown = await (await page.request.get(path, bearer(token))).json();
  const rows = (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as Array<
    Record<string, unknown>
  >;
  const found = rows.find((row) => row[field] === text);
  if (!found) throw new Error(`no row with ${field} ${text} in ${path}`);
  return String(found.id);
}

async function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      seen.push(request.url());
  });
  return seen;
}

test(
  'a failed Accept shows the server message and leaves Accept ready to tap again',
  { annotation: { type: 'spec', description: "Send invite: 'Failed to send invite' (alert)" } },
  async ({ page, request, faults }) => {
    const topic = uniqueTopic('Mail down');
    await createSessionViaApi(request, { topic, minutesFromNow: 2 * 24 * 60 });
    const member = await registerMember(request, 'Mail Down');
    const { token } = await signInViaApi(request, member);
    const id = await idOf(page, '/api/v1/online_sessions', token, 'topic', topic);
    await faults.set(memberScope(member), [`/api/v1/online_sessions/${id}/send_invite`], {
      mode: 'body',
      method: 'POST',
      status: 500,
      body: { message: 'Mail server down' },
    });
    await logIn(page, member);
    await waitForServiceWorker(page);
    const invites = await countRequests(page, 'POST', /\/send_invite$/);
    const list = await openSessionList(page);
    const row = list.getByRole('article', { name: topic });
    await row.getByRole('button', { name: `Accept: ${topic}` }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Mail server down' })).toBeVisible();
    await expect(row.getByRole('button', { name: `Accept: ${topic}` })).toBeEnabled();
    await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
    expect(invites).toHaveLength(1);
  },
);

test(
  'a failed status change shows the server message and the status as it was',
  {
    annotation: {
      type: 'spec',
      description: "Status update: 'Error: Failed to update status' (alert)",
    },
  },
  async ({ page, request, faults }) => {
    const description = uniqueTopic('Locked lead');
    const sender = await registerMember(request, 'Lead Sender');
    const member = await registerMember(request, 'Lead Keeper');
    const keeper = await signInViaApi(request, member);
    await createReferralViaApi(request, {
      from: await signInViaApi(request, sender),
      to: keeper,
      description,
    });
    const received = '/api/v1/referrals/received_referrals';
    const id = await idOf(page, received, keeper.token, 'description', description);
    await faults.set(memberScope(member), [`/api/v1/referrals/${id}`], {
      mode: 'body',
      method: 'PUT',
      status: 500,
      body: { message: 'Status locked' },
    });
    await logIn(page, member);
    await waitForServiceWorker(page);
    const updates = await countRequests(page, 'PUT', /\/referrals\/\d+$/);
    await page.goto('/referrals');
    await page.getByRole('tab', { name: 'Received' }).click();
    const row = page.getByRole('article', { name: 'Referral from Lead Sender' });
    const status = row.getByLabel(/^Status of the referral from/);
    await expect(status).toHaveValue('Pending');
    await status.click();
    await page.getByRole('option', { name: 'Done' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Status locked' })).toBeVisible();
    await expect(status).toHaveValue('Pending');
    await expect(row.getByText('Updating...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
    expect(updates).toHaveLength(1);
  },
);
