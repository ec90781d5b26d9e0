import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { DEMO_MEMBER, logIn, waitForServiceWorker } from './helpers';

/**
 * Playwright starts Chromium with the back/forward cache off; this file turns it back on, so Back
 * restores a page exactly as it was left, as on a member's phone.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/**
 * A page with a request still on its way is not kept in the cache: leave only once the lists
 * have arrived (the counters show numbers), as a member reading the dashboard would.
 */
async function listsLoaded(page: Page) {
  await expect(page.getByText('Loading sessions...')).toHaveCount(0);
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('a page restored by Back after a logout in another tab never shows the previous member', async ({
  page,
  context,
}) => {
  // Each time a page is shown: whether it came from the cache, the text it holds and whether
  // it is hidden at that very moment, written down before any app code reacts. sessionStorage
  // keeps it across the navigation that may follow at once.
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      const log = JSON.parse(sessionStorage.getItem('shown-log') ?? '[]') as unknown[];
      log.push({
        persisted: event.persisted,
        text: document.body?.textContent ?? '',
        hidden: document.body ? getComputedStyle(document.body).visibility === 'hidden' : true,
        path: location.pathname,
      });
      sessionStorage.setItem('shown-log', JSON.stringify(log));
    });
  });
  const shownLog = async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('shown-log'))) ?? '[]') as Array<{
      persisted: boolean;
      text: string;
      hidden: boolean;
      path: string;
    }>;
  await logIn(page, DEMO_MEMBER);
  await waitForServiceWorker(page);
  const name = 'Rahul Sharma';
  await expect(page.getByText(name)).toBeVisible();
  await listsLoaded(page);

  // The member leaves with a full navigation, and logs out in another tab.
  await page.goto('/forgot-password');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();

  // Back: the dashboard comes back from the back/forward cache, not from the network...
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const shown = await shownLog();
  const restored = shown.find((report) => report.persisted);
  expect(restored?.path).toBe('/dashboard');
  // ...blank: nothing of the member could be seen on it, even in its first moment.
  const visibleWithTheMember = shown.filter((r) => r.text.includes(name) && !r.hidden);
  expect(visibleWithTheMember.map((r) => r.path)).toEqual([]);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('Back to a page of the member still signed in shows it again', async ({ page }) => {
  const shown: boolean[] = [];
  await page.exposeBinding('__reportShown', (_source, persisted: boolean) => {
    shown.push(persisted);
  });
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { __reportShown: (p: boolean) => void }).__reportShown(event.persisted);
    });
  });
  await logIn(page, DEMO_MEMBER);
  await waitForServiceWorker(page);
  await expect(page.getByText('Rahul Sharma')).toBeVisible();
  await listsLoaded(page);
  await page.goto('/forgot-password');
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Rahul Sharma')).toBeVisible();
  expect(shown).toContain(true);
});
