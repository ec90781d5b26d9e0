import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  createSessionViaApi,
  registerMember,
  revokeSignInsViaPasswordReset,
  signInViaApi,
  uniqueTopic,
} from './api-helpers';
import { expectNoAxeViolations } from './axe-helpers';
import { memberScope, test } from './fault-helpers';
import { logIn, openSessionList, waitForServiceWorker } from './helpers';

/**
 * The outbox in real Chromium with the service worker: writes made offline survive a failing
 * network, several tabs and a sign-in the server ends, and reach the server once, in order.
 */

/** Every request the pages of a context send to one API path, with its idempotency key. */
function recordCalls(context: BrowserContext, method: string, path: RegExp) {
  const calls: Array<{ key: string | null; auth: string | null }> = [];
  context.on('request', (request) => {
    if (request.method() !== method || !path.test(new URL(request.url()).pathname)) return;
    const headers = request.headers();
    calls.push({ key: headers['idempotency-key'] ?? null, auth: headers.authorization ?? null });
  });
  return calls;
}

async function sessionIdOf(page: Page, topic: string, token: string): Promise<string> {
  const response = await page.request.get('/api/v1/online_sessions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Array<{ id: number; topic: string }> };
  const found = body.data.find((session) => session.topic === topic);
  if (!found) throw new Error(`no session ${topic}`);
  return String(found.id);
}

async function acceptedIdsOf(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/v1/online_sessions/accepted_sessions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Array<{ session_id: number }> };
  return body.data.map((session) => String(session.session_id));
}

function sessionRow(page: Page, topic: string) {
  return page.getByRole('dialog').getByRole('article', { name: topic });
}

test('an Accept made offline is sent once, after a minute of a failing connection', async ({
  page,
  context,
  request,
  faults,
}) => {
  const topic = uniqueTopic('Bad minute');
  await createSessionViaApi(request, { topic, minutesFromNow: 3 * 24 * 60 });
  // A member of the test's own: only her calls fail.
  const member = await registerMember(request, 'Bad Minute');
  const { token } = await signInViaApi(request, member);
  const id = await sessionIdOf(page, topic, token);
  // The page's clock runs on its own, and the test jumps it over the waits between tries.
  await page.clock.install();
  await logIn(page, member);
  await waitForServiceWorker(page);
  await openSessionList(page);
  const invites = recordCalls(context, 'POST', new RegExp(`/online_sessions/${id}/send_invite$`));

  await context.setOffline(true);
  await sessionRow(page, topic)
    .getByRole('button', { name: `Accept: ${topic}` })
    .click();
  await expect(
    sessionRow(page, topic).getByRole('button', { name: 'Waiting for network' }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: '1 change waiting' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back, but the server answers 503 six times (a deploy), and the signal drops twice.
  await faults.set(memberScope(member), [`/api/v1/online_sessions/${id}/send_invite`], {
    mode: 'json-503',
    method: 'POST',
    times: 6,
  });
  await context.setOffline(false);
  await expect.poll(() => invites.length).toBe(1);
  await expect(sessionRow(page, topic).getByRole('button', { name: 'Retrying...' })).toBeVisible();
  for (let drop = 1; drop <= 2; drop += 1) {
    await context.setOffline(true);
    await context.setOffline(false); // reconnecting tries again at once
    await expect.poll(() => invites.length).toBe(1 + drop);
  }
  // The rest of the minute: each wait (2 s, 4 s, ... at most 30 s) passes in a jump.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(31_000);
        return invites.length;
      },
      { timeout: 30_000 },
    )
    .toBe(7);
  await expect(sessionRow(page, topic).getByRole('button', { name: 'Accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
  expect(new Set(invites.map((call) => call.key)).size).toBe(1);
  expect((await acceptedIdsOf(page, token)).filter((accepted) => accepted === id)).toHaveLength(1);
  // Nothing more is sent later.
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
  expect(invites).toHaveLength(7);
});

test('two tabs of the app: an Accept made offline in one shows in both and is sent once', async ({
  page,
  context,
  request,
}) => {
  const topic = uniqueTopic('Two tabs');
  const later = uniqueTopic('Two tabs, later');
  await createSessionViaApi(request, { topic, minutesFromNow: 3 * 24 * 60 });
  await createSessionViaApi(request, { topic: later, minutesFromNow: 3 * 24 * 60 + 5 });
  const member = await registerMember(request, 'Two Tabs');
  await logIn(page, member);
  await waitForServiceWorker(page);
  await openSessionList(page);
  const invites = recordCalls(context, 'POST', /\/send_invite$/);

  await context.setOffline(true);
  await sessionRow(page, topic)
    .getByRole('button', { name: `Accept: ${topic}` })
    .click();
  const second = await context.newPage();
  await second.goto('/dashboard'); // the home-screen icon opened again, still offline
  await openSessionList(second);
  await expect(
    sessionRow(second, topic).getByRole('button', { name: 'Waiting for network' }),
  ).toBeDisabled();

  await context.setOffline(false); // both tabs hear it and both would replay
  for (const tab of [page, second]) {
    await expect(sessionRow(tab, topic).getByRole('button', { name: 'Accepted' })).toBeVisible({
      timeout: 15_000,
    });
  }
  // A later Accept in the second tab is the only other request: the first is never sent again.
  await sessionRow(second, later)
    .getByRole('button', { name: `Accept: ${later}` })
    .click();
  await expect(sessionRow(second, later).getByRole('button', { name: 'Accepted' })).toBeVisible();
  expect(invites).toHaveLength(2);
  expect(new Set(invites.map((call) => call.key)).size).toBe(2);
});

test('a sign-in the server ends keeps the changes; logging in again sends them once', async ({
  page,
  context,
  request,
}) => {
  const account = await registerMember(request, 'Outbox Tester');
  const { email } = account;
  const description = uniqueTopic('Sent after signing in again');
  await logIn(page, account);
  await waitForServiceWorker(page);
  await page.goto('/referrals?tab=create');
  await expect(page.getByRole('button', { name: /^Refer / }).first()).toBeVisible();
  const posts = recordCalls(context, 'POST', /\/api\/v1\/referrals$/);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Refer Priya Nair' }).click();
  await page.getByLabel(/^Description/).fill(description);
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  await page.getByRole('button', { name: '1 change waiting' }).click();
  const list = page.getByRole('dialog', { name: 'Changes waiting' });
  await expect(list.getByRole('article')).toHaveText(
    /Referral to Priya Nair.*Waiting for network: will be sent when you are back online/,
  );
  await expect(list).toHaveCSS('opacity', '1'); // scanned once its opening transition is over
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const endedToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  // A password reset on another device ends this phone's sign-in.
  await revokeSignInsViaPasswordReset(request, account);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText('1 change not sent yet: log in again to send it')).toBeVisible();
  await expectNoAxeViolations(page);
  const { token } = await signInViaApi(request, account);
  const given = async () => {
    const response = await request.get('/api/v1/referrals', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { items: Array<{ description: string }> };
    return body.items.filter((referral) => referral.description === description).length;
  };
  expect(await given()).toBe(0);

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(given, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
  const keys = new Set(posts.map((post) => post.key));
  expect(keys.size).toBe(1);
  // Whether or not a try with the ended sign-in reached the server first, the one that counted
  // carried the new sign-in's token.
  expect(posts.at(-1)?.auth).toMatch(/^Bearer /);
  expect(posts.at(-1)?.auth).not.toBe(`Bearer ${endedToken}`);
});
