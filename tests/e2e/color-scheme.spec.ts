import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_MEMBER,
  expectNothingOfTheMemberStored,
  logIn,
  waitForServiceWorker,
} from './helpers';

const DARK_BODY = 'rgb(36, 36, 36)'; // Mantine's dark.7
const LIGHT_BODY = 'rgb(255, 255, 255)';

async function paintedScheme(page: Page) {
  return page.evaluate(() => ({
    scheme: document.documentElement.dataset.mantineColorScheme,
    body: getComputedStyle(document.body).backgroundColor,
  }));
}

test.describe('before any of the app’s code has run', () => {
  // Only the app's own scripts are held back; the colour-scheme script is inline in each page.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('a dark phone gets the prerendered pages dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/login', '/users/sign_up', '/dashboard']) {
      await page.goto(path);
      expect(await paintedScheme(page)).toEqual({ scheme: 'dark', body: DARK_BODY });
    }
  });

  test('the choice made on the device wins over the system’s', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('color_scheme', 'light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    expect(await paintedScheme(page)).toEqual({ scheme: 'light', body: LIGHT_BODY });
  });
});

test('the header’s theme menu is worked by keyboard, switches the scheme and outlives sign-out', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, DEMO_MEMBER);
  const toggle = page.getByRole('button', { name: 'Theme: System' });
  await expect(toggle).toBeVisible();

  // Tab from the top of the page until the toggle has the focus.
  await page.locator('body').focus();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await toggle.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();
  // Enter opens the menu; the arrow keys walk its choices (Light, then Dark); Enter picks one.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
  expect(await paintedScheme(page)).toEqual({ scheme: 'dark', body: DARK_BODY });

  // Offline starts paint dark too: the pre-paint script is inline in the precached app page.
  await waitForServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const response = await caches.match('/index.html', { ignoreSearch: true });
    return (await response?.text()) ?? '';
  });
  expect(precached).toMatch(/<script>[^<]*data-mantine-color-scheme[^<]*<\/script>/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  expect(await paintedScheme(page)).toEqual({ scheme: 'dark', body: DARK_BODY });
  // A reload right after logout can cut its cleanup short; the start finishes it in the
  // background, bounded in time (docs/architecture.md#signing-out).
  await expect(() => expectNothingOfTheMemberStored(page)).toPass({ timeout: 10_000 });
});
