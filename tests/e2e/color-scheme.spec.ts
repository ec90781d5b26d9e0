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

test('the theme in Settings is worked by keyboard, switches the scheme and outlives sign-out', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, DEMO_MEMBER);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const theme = page
    .getByRole('region', { name: 'Settings' })
    .getByRole('radiogroup', { name: 'Theme' });
  await expect(theme).toBeVisible();

  // Tab from the top of the page until the theme has the focus: one stop, on its choice.
  const system = theme.getByRole('radio', { name: 'System' });
  await page.locator('body').focus();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await system.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(system).toBeFocused();
  await expect(system).toBeChecked();
  // The arrow keys walk the choices and choose as they go: left of System is Dark.
  await page.keyboard.press('ArrowLeft');
  const dark = theme.getByRole('radio', { name: 'Dark' });
  await expect(dark).toBeFocused();
  await expect(dark).toBeChecked();
  expect(await paintedScheme(page)).toEqual({ scheme: 'dark', body: DARK_BODY });

  // Offline starts paint dark too: the pre-paint script is inline in the precached app page.
  await waitForServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const response = await caches.match('/index.html', { ignoreSearch: true });
    return (await response?.text()) ?? '';
  });
  expect(precached).toMatch(/<script>[^<]*data-mantine-color-scheme[^<]*<\/script>/);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  expect(await paintedScheme(page)).toEqual({ scheme: 'dark', body: DARK_BODY });
  // A reload right after logout can cut its cleanup short; the start finishes it in the
  // background, bounded in time (docs/architecture.md#signing-out).
  await expect(() => expectNothingOfTheMemberStored(page)).toPass({ timeout: 10_000 });
});
