import { expect, type Page } from '@playwright/test';
import { registerMember, uniqueTopic } from './api-helpers';
import { memberScope, test } from './fault-helpers';
import { logIn } from './helpers';

// "Starting now" does not repeat the screen (docs/behaviour.md#live-alerts): no toast while the
// item's card is in view; shown once the member leaves the card while its window is open.

/** The alerts' clock (CLOCK_TICK_MS in src/domain/time-window.ts). */
const CLOCK_TICK_MS = 5_000;

/**
 * Every "Starting now" toast the page shows, however briefly: one that came and faded while the
 * test looked elsewhere counts too.
 */
async function recordStartToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { startToasts: string[] }).startToasts = shown;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        if (text.includes('Starting now') && !shown.includes(text)) shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { startToasts: string[] }).startToasts);
}

test('no "Starting now" toast over its card; it shows on another screen while the window is open', async ({
  page,
  request,
  faults,
}) => {
  const member = await registerMember(request, 'Meera Starts');
  const title = uniqueTopic('Weekly chapter meeting');
  // Her meetings are this one only (no other test's nor the demo's): its join window opens 5
  // minutes before the start, 25 seconds from now, once she has its card in view.
  await faults.set(memberScope(member), ['/api/v1/user_meetings'], {
    mode: 'body',
    body: [
      {
        id: 990_001,
        title,
        description: 'Introductions, 60-second pitches and the referral round.',
        link: 'https://meet.example.com/weekly-chapter',
        scheduled_at: new Date(Date.now() + 5 * 60_000 + 25_000).toISOString(),
      },
    ],
  });
  const startToasts = await recordStartToasts(page);
  await page.clock.install();
  await logIn(page, member);

  const card = page.getByRole('region', { name: 'Next Meeting' }).getByRole('article');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(/^Open now, closes in/)).toBeVisible({ timeout: 45_000 });
  // Two of the alerts' checks with the card in view and the window open: no toast.
  await page.clock.runFor(2 * CLOCK_TICK_MS);
  expect(await startToasts()).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Referrals/ })
    .click();
  await expect(page).toHaveURL(/\/referrals/);
  const toast = page.getByRole('status').filter({ hasText: `Starting now: ${title}` });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: `Join Meeting: ${title}` })).toBeEnabled();
  expect(await startToasts()).toHaveLength(1);
});
