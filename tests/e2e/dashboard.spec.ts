import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createSessionViaApi, uniqueTopic } from './api-helpers';
import { DEMO_ADMIN, DEMO_MEMBER, logIn } from './helpers';

/** The row of a session in the Online Session card's 'View All Sessions' list. */
async function sessionInList(page: Page, topic: string, card = 'Online Session') {
  await page
    .getByRole('region', { name: card })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  return page.getByRole('dialog').getByRole('article', { name: topic });
}

test(
  'a member accepts a session and it still reads Accepted after a reload',
  {
    annotation: [
      {
        type: 'spec',
        description:
          'List modals show Join (online) or View Details (offline) per row, and Accept for non-admins.',
      },
      { type: 'spec', description: "'Accepted' (disabled) once accepted" },
      {
        type: 'spec',
        description:
          "Acceptance is remembered locally per user and also derived from the server's accepted-sessions list.",
      },
      {
        type: 'spec',
        description:
          "Alerts: online 'Invitation sent successfully! Check your email for the join link.'",
      },
    ],
  },
  async ({ page, request }) => {
    const topic = uniqueTopic('Accept me');
    await createSessionViaApi(request, { topic, minutesFromNow: 2 * 24 * 60 });
    await logIn(page, DEMO_MEMBER);
    const row = await sessionInList(page, topic);
    await row.getByRole('button', { name: `Accept: ${topic}` }).click();
    await expect(row.getByRole('button', { name: 'Accepted' })).toBeDisabled();
    await expect(
      page.getByText('Invitation sent successfully! Check your email for the join link.'),
    ).toBeVisible();

    await page.reload();
    const again = await sessionInList(page, topic);
    await expect(again.getByRole('button', { name: 'Accepted' })).toBeDisabled();
  },
);

test(
  'a member joins a session whose window is open, and attendance is recorded',
  {
    annotation: [
      {
        type: 'spec',
        description: 'Join is enabled from 5 minutes before start until 8 minutes after start.',
      },
      {
        type: 'spec',
        description:
          'POST /online_session_attendances | online_session_id | Sent when joining an online session',
      },
    ],
  },
  async ({ page, context, request }) => {
    const topic = uniqueTopic('Join me');
    await createSessionViaApi(request, { topic, minutesFromNow: 1 });
    // The meeting service is outside this machine: answer it here.
    await context.route('https://meet.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title>' }),
    );
    await logIn(page, DEMO_MEMBER);
    const row = await sessionInList(page, topic);
    await expect(row.getByText(/^Open now, closes in \d+ min$/)).toBeVisible();
    const attendance = page.waitForRequest(
      (req) => req.url().endsWith('/api/v1/online_session_attendances') && req.method() === 'POST',
    );
    const popup = context.waitForEvent('page');
    await row.getByRole('button', { name: `Join Session: ${topic}` }).click();
    expect((await attendance).postDataJSON()).toEqual({ online_session_id: expect.any(Number) });
    const meetingTab = await popup;
    expect(meetingTab.url()).toContain('meet.example.com/e2e');
    // noopener: the meeting tab cannot reach back into the app.
    expect(await meetingTab.evaluate(() => window.opener)).toBeNull();
    await meetingTab.close();

    // My activity counts the join on this device, and takes the member to Received in one tap.
    await page.keyboard.press('Escape');
    const activity = page.getByRole('region', { name: 'My activity' });
    // The figure under its own label: other figures may read 1 too (Sessions accepted, say, once
    // another test has had Rahul accept one).
    await expect(
      activity
        .getByText('Joined on this device', { exact: true })
        .locator('xpath=following-sibling::p[1]'),
    ).toHaveText('1');
    await activity.getByRole('button', { name: /^Referrals received/ }).click();
    await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
);

test(
  'an admin sees no Accept anywhere',
  {
    annotation: [
      { type: 'spec', description: 'Admins do not see Accept.' },
      { type: 'spec', description: 'Buttons: Accept (non-admins only)' },
    ],
  },
  async ({ page }) => {
    await logIn(page, DEMO_ADMIN);
    await expect(page.getByRole('button', { name: 'Create Session' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Online Session' })
      .getByRole('button', { name: 'View All Sessions' })
      .click();
    await expect(page.getByRole('dialog').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  },
);

test.describe('with the list calls failing', () => {
  // Without the worker, page.route sees the app's own requests.
  test.use({ serviceWorkers: 'block' });

  test(
    'a failing list call shows the banner',
    {
      annotation: [
        {
          type: 'spec',
          description: "Dashboard load: 'Failed to load dashboard data' (error banner).",
        },
        { type: 'spec', description: 'otherwise the generic error text, otherwise the fallback:' },
      ],
    },
    async ({ page }) => {
      await page.route('**/api/v1/user_meetings', (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal error</h1>' }),
      );
      await logIn(page, DEMO_MEMBER);
      await expect(page.getByRole('alert')).toHaveText(/Failed to load dashboard data/, {
        timeout: 15_000,
      });
      await expect(page.getByText('Internal error')).toHaveCount(0);
    },
  );
});

test('Add to calendar downloads an .ics with the session’s UTC start', async ({
  page,
  request,
}) => {
  const topic = uniqueTopic('Calendar');
  await createSessionViaApi(request, { topic, minutesFromNow: 3 * 24 * 60 });
  const token = await (await request.post('/api/v1/login', { data: DEMO_MEMBER })).json();
  const sessions = await (
    await request.get('/api/v1/online_sessions', {
      headers: { Authorization: `Bearer ${token.token}` },
    })
  ).json();
  const list = (sessions.data ?? sessions.items ?? sessions) as Array<{
    topic: string;
    date: string;
  }>;
  const created = list.find((s) => s.topic === topic)!;
  const start = created.date.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

  await logIn(page, DEMO_MEMBER);
  const row = await sessionInList(page, topic);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Add to calendar: ${topic}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain(`DTSTART:${start}`);
  expect(text).toContain('TRIGGER:-PT10M');
});
