import { expect, test, type Page, type Request } from '@playwright/test';
import { Scanner } from './axe-helpers';
import { DEMO_MEMBER, logIn } from './helpers';

// Settings under Profile, on a phone (docs/behaviour.md#settings): the header keeps the title and
// the spec's Back; Alerts and the theme are in the profile screen's Settings section, outside the
// form. The desktop header's 'Settings': settings-desktop.spec.ts.

// The screen's own header: inside main, so no banner landmark.
const header = (page: Page) => page.locator('main header');
const settings = (page: Page) => page.getByRole('region', { name: 'Settings' });
const DARK_BODY = 'rgb(36, 36, 36)'; // Mantine's dark.7

/** Opens a screen from the tab bar, as a member moves: a new page load would restart the app. */
async function openFromTabBar(page: Page, tab: string | RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab }).click();
}

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header holds the title, and Back only where the spec asks for it', async ({ page }) => {
    await logIn(page, DEMO_MEMBER);
    const screens = [
      { tab: 'Dashboard', title: 'Business Dashboard', back: false },
      { tab: /^Referrals/, title: 'Referrals', back: true },
      { tab: 'Members', title: 'Members', back: false },
      { tab: 'Profile', title: 'Edit Profile', back: false },
    ];
    for (const { tab, title, back } of screens) {
      await openFromTabBar(page, tab);
      const heading = header(page).getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(header(page).getByRole('switch')).toHaveCount(0);
      await expect(header(page).getByRole('button', { name: 'Settings' })).toBeHidden();
      await expect(header(page).getByRole('button', { name: 'Back' })).toBeVisible({
        visible: back,
      });
      // Nothing squeezes the title: it keeps most of the 320 px line, Back beside it or not.
      const width = (await heading.boundingBox())?.width ?? 0;
      expect(width, title).toBeGreaterThan(back ? 180 : 270);
    }
  });
});

test.describe('with notifications allowed', () => {
  test.use({ permissions: ['notifications'], colorScheme: 'light' });

  test('Settings on the profile screen work by keyboard, apply at once and need no Save', async ({
    page,
  }) => {
    await logIn(page, DEMO_MEMBER);
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request);
    });
    await openFromTabBar(page, 'Profile');
    await expect(page.getByLabel('Full Name')).not.toHaveValue('');
    await expect(settings(page).getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();

    // From the form's last button, the Tab key goes on to the settings.
    await page.getByRole('button', { name: 'Save Changes' }).focus();
    await page.keyboard.press('Tab');
    const alerts = settings(page).getByRole('switch', { name: 'Alerts' });
    await expect(alerts).toBeFocused();
    await page.keyboard.press('Space');
    await expect(alerts).toBeChecked();

    await page.keyboard.press('Tab');
    await expect(settings(page).getByRole('radio', { name: 'System' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(settings(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BODY);

    // Both outlive a reload, with nothing sent to the server and nothing left to save.
    await page.reload();
    await expect(settings(page).getByRole('switch', { name: 'Alerts' })).toBeChecked();
    await expect(settings(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BODY);
    expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    await expect(page).toHaveURL(/\/profile$/);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('axe finds nothing on the profile screen with its Settings', async ({ page }) => {
      const scanner = new Scanner(page, scheme);
      await logIn(page, DEMO_MEMBER);
      await openFromTabBar(page, 'Profile');
      await expect(page.getByLabel('Full Name')).not.toHaveValue('');
      await settings(page).scrollIntoViewIfNeeded();
      await expect(settings(page).getByRole('switch', { name: 'Alerts' })).toBeVisible();
      await expect(settings(page).getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
      await scanner.scan('/profile Settings');
      // Focused, the theme shows its ring, which must read as well as the rest.
      await settings(page).getByRole('radio', { name: 'System' }).focus();
      await scanner.scan('/profile Settings, the theme focused');
      expect(scanner.found).toEqual([]);
    });
  });
}
