import { expect, type Page } from '@playwright/test';
import { registerMember } from './api-helpers';
import { waitForTransitions } from './axe-helpers';
import {
  expectScreenHolds,
  memberScope,
  signInScope,
  test,
  watchForBreakage,
} from './fault-helpers';
import { DEMO_ADMIN, logIn } from './helpers';

/**
 * Server data is untrusted: links and avatars with other schemes never run, open or render;
 * very long texts wrap at 360 px; thousands of items stay usable. The odd data is served by the
 * demo API's fault switch ('body' mode), through the service worker, to a member of the test's
 * own (and to the test's own admin sign-in), so tests running beside these see the real data.
 */
test.use({ viewport: { width: 360, height: 780 } });

const BAD_LINKS = [
  'javascript:window.__ran=1',
  'data:text/html,<script>window.__ran=1</script>',
  'vbscript:msgbox(1)',
  'JaVaScRiPt:window.__ran=1',
  ' javascript:window.__ran=1',
  'file:///etc/passwd',
  '//evil.example.com/x',
];
// The last one is allowed: avatars may be inline images.
const BAD_AVATARS = [...BAD_LINKS, 'data:image/gif;base64,R0lGODlhAQABAAAAACw='];
const LONG = 'W'.repeat(2_000);
const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const sessions = BAD_LINKS.map((link, i) => ({
  id: 9000 + i,
  instructor: `${LONG}${i}`,
  topic: `Bad link ${i} ${LONG}`,
  link,
  mode: 'online',
  date: soon(1),
}));
const meetings = BAD_LINKS.map((link, i) => ({
  id: 9100 + i,
  title: `Bad meeting ${i} ${LONG}`,
  description: LONG,
  link,
  scheduled_at: soon(1),
}));
const people = BAD_AVATARS.map((avatar, i) => ({
  id: 9200 + i,
  fullname: `Person ${i} ${LONG}`,
  email: `${LONG}@example.com`,
  profile_image_url: avatar,
  // The members directory shows these too.
  company_name: `Company ${LONG}`,
  industry: `Industry ${LONG}`,
  service_offered: LONG,
  phone_number: `javascript:alert(${i})`,
  website: BAD_LINKS[i % BAD_LINKS.length],
}));
const referral = (i: number, key: 'referred_to' | 'referred_by') => ({
  id: 9300 + i,
  description: LONG,
  status: 'pending',
  created_at: soon(-60 * i),
  [key]: { fullname: `Partner ${LONG}`, profile_image_url: BAD_LINKS[i % BAD_LINKS.length] },
});

async function expectNoUnsafeMarkup(page: Page) {
  const unsafe = await page.evaluate(() => {
    const found: string[] = [];
    for (const img of document.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '';
      if (!/^(https?:\/\/|data:image\/|\/)/i.test(src.trim())) found.push(`img ${src}`);
    }
    for (const a of document.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (/^\s*(javascript|data|vbscript|file):/i.test(href)) found.push(`a ${href}`);
    }
    if ((window as unknown as { __ran?: number }).__ran) found.push('script ran');
    return found;
  });
  expect(unsafe).toEqual([]);
}

async function expectNoSideways(page: Page) {
  // Measured once nothing slides in or out (the 'No link available' notices).
  await waitForTransitions(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test(
  'bad links never open, bad avatars never render, long texts wrap at 360 px',
  { annotation: { type: 'spec', description: "With no link: 'No link available'." } },
  async ({ page, context, request, faults }) => {
    const member = await registerMember(request, 'Untrusting Reader');
    const scope = memberScope(member);
    await faults.set(scope, ['/api/v1/online_sessions'], {
      mode: 'body',
      body: { data: sessions },
    });
    await faults.set(scope, ['/api/v1/user_meetings'], { mode: 'body', body: meetings });
    await faults.set(scope, ['/api/v1/users'], { mode: 'body', body: people });
    await faults.set(scope, ['/api/v1/referrals'], {
      mode: 'body',
      body: [0, 1, 2].map((i) => referral(i, 'referred_to')),
    });
    await faults.set(scope, ['/api/v1/referrals/received_referrals'], {
      mode: 'body',
      body: [0, 1, 2].map((i) => referral(i, 'referred_by')),
    });
    const problems = watchForBreakage(page);
    const popups: string[] = [];
    context.on('page', (opened) => popups.push(opened.url()));
    page.on('dialog', (dialog) => {
      popups.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });

    await logIn(page, member);
    const card = page.getByRole('region', { name: 'Online Session' });
    await expect(card.getByRole('article')).toBeVisible();
    await expectNoSideways(page);
    await card.getByRole('button', { name: /^Join Session: / }).click();
    await expect(page.getByText('No link available').first()).toBeVisible();
    await page
      .getByRole('region', { name: 'Next Meeting' })
      .getByRole('button', { name: /^Join Meeting: / })
      .click();
    await card.getByRole('button', { name: 'View All Sessions' }).click();
    const dialog = page.getByRole('dialog');
    for (const join of await dialog.getByRole('button', { name: /^Join Session: / }).all()) {
      await join.click();
    }
    await expectNoSideways(page);
    await expectNoUnsafeMarkup(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create Referral' }).click();
    for (const tab of ['Create', 'Sent', 'Received']) {
      // By keyboard: the 'No link available' notices above still cover the tabs for a while.
      await page.getByRole('tab', { name: tab }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(/Person 0|Partner/).first()).toBeVisible();
      await expectNoSideways(page);
      await expectNoUnsafeMarkup(page);
    }
    // The members directory: the same people, their long industry, offer and bad links.
    await page.goto('/members');
    await expect(page.getByRole('article').first()).toContainText('Person 0');
    await expect(page.getByRole('link', { name: /^(Call|Website): / })).toHaveCount(0);
    await expectNoSideways(page);
    await expectNoUnsafeMarkup(page);
    expect(popups).toEqual([]);
    await expectScreenHolds(page, problems);

    // The admin's attendance list, same people.
    // A full load: the notices, still covering the header, go with it.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    // The sign-out ends once the device has been checked for unsent changes: wait for it, or the
    // next page load would still find the member signed in.
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO_ADMIN);
    // The one admin account is shared with other tests: only this sign-in gets the odd list, which
    // the attendance screen, opened next, is the first to fetch.
    await faults.set(await signInScope(page), ['/api/v1/users/admin_all_users'], {
      mode: 'body',
      body: people,
    });
    await page.getByRole('button', { name: 'Check Attendance' }).click();
    await expect(page.getByText(/Person 0/).first()).toBeVisible();
    await expectNoSideways(page);
    await expectNoUnsafeMarkup(page);
    await expectScreenHolds(page, problems);
  },
);

test('3,000 sessions: View All Sessions opens and scrolls to the last one', async ({
  page,
  request,
  faults,
}) => {
  const many = Array.from({ length: 3_000 }, (_, i) => ({
    id: 20_000 + i,
    instructor: 'Bulk Instructor',
    topic: `Bulk session ${String(i + 1).padStart(4, '0')}`,
    link: 'https://meet.example.com/bulk',
    mode: 'online',
    date: soon(60 + i),
  }));
  const member = await registerMember(request, 'Many Sessions');
  await faults.set(memberScope(member), ['/api/v1/online_sessions'], { mode: 'body', body: many });
  const problems = watchForBreakage(page);
  await logIn(page, member);
  const card = page.getByRole('region', { name: 'Online Session' });
  await expect(card.getByRole('article', { name: 'Bulk session 0001' })).toBeVisible();
  await card.getByRole('button', { name: 'View All Sessions' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('article', { name: 'Bulk session 0001' })).toBeVisible();
  // Virtualised: only the rows in view exist.
  expect(await dialog.getByRole('article').count()).toBeLessThan(60);
  const list = dialog.locator('[role="region"][tabindex="0"]').first();
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(dialog.getByRole('article', { name: 'Bulk session 3000' })).toBeVisible();
  await expectNoSideways(page);
  await expectScreenHolds(page, problems);
});
