import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, logIn, waitForServiceWorker } from './helpers';

/** Calls a list endpoint from the page, the way the app does, and reports what came back. */
async function fetchSessions(page: Page, token: string) {
  return page.evaluate(async (bearer) => {
    try {
      const response = await fetch('/api/v1/online_sessions', {
        headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' },
      });
      return { status: response.status, body: await response.text() };
    } catch {
      return { status: 0, body: '' };
    }
  }, token);
}

test('the last-fetched schedule is answered offline, and only to the same member', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_MEMBER);
  await waitForServiceWorker(page);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();

  const online = await fetchSessions(page, token!);
  expect(online.status).toBe(200);

  await context.setOffline(true);
  const offline = await fetchSessions(page, token!);
  expect(offline).toEqual(online);

  const stranger = await fetchSessions(page, 'someone-elses-token');
  expect(stranger.status).not.toBe(200);
  await context.setOffline(false);
});
