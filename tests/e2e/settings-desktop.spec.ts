import { expect, test, type Page } from '@playwright/test';
import { Scanner } from './axe-helpers';
import { DEMO_MEMBER, logIn } from './helpers';

// The desktop header's 'Settings' (docs/behaviour.md#settings): the same controls as the profile
// screen's Settings, in a dialog one click or key away. The phone: settings.spec.ts.

// The screen's own header: inside main, so no banner landmark.
const header = (page: Page) => page.locator('main header');

test('the header’s Settings opens Alerts and the theme by keyboard; Escape returns to it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, DEMO_MEMBER);
  const button = header(page).getByRole('button', { name: 'Settings' });
  await expect(button).toBeVisible();
  await expect(header(page).getByRole('switch')).toHaveCount(0);

  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('switch', { name: 'Alerts' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The dialog stays open while the member tries the choices.
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the directory keeps its Back on desktop, and the profile screen its Settings', async ({
  page,
}) => {
  await logIn(page, DEMO_MEMBER);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(header(page).getByRole('button', { name: 'Back' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Back' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the header’s Settings, ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const scanner = new Scanner(page, scheme);
    await logIn(page, DEMO_MEMBER);
    await expect(page.getByRole('region', { name: 'Online Session' })).toBeVisible();
    await header(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await scanner.scan('/dashboard, Settings open');
    expect(scanner.found).toEqual([]);
  });
}
