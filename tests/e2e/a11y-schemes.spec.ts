import { expect, test } from '@playwright/test';
import { Scanner } from './axe-helpers';
import { DEMO_MEMBER, logIn } from './helpers';

// axe on every visitor and member route and modal, in the light and the dark scheme (the admin's
// screens: a11y-admin.spec.ts, at desktop size). The browser reports the
// system scheme (the app follows it by default); each scan first checks the page really shows
// that scheme, so a dark pass can never silently scan the light one. Findings are collected and
// asserted once per test, so one run lists every failing screen.

const VISITOR_SCREENS = [
  ['/login', 'Log in'],
  ['/users/sign_up', 'Register'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?email=member%40example.com', 'Reset Password'],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`no accessibility violations in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('on the four visitor screens', async ({ page }) => {
      const scanner = new Scanner(page, scheme);
      for (const [path, heading] of VISITOR_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        await scanner.scan(path);
      }
      expect(scanner.found).toEqual([]);
    });

    test('on every member screen and dialog', async ({ page }) => {
      const scanner = new Scanner(page, scheme);
      await logIn(page, DEMO_MEMBER);
      const online = page.getByRole('region', { name: 'Online Session' });
      await expect(online.getByRole('article')).toBeVisible();
      // My activity renders once the dashboard has painted and the browser is idle.
      await expect(page.getByRole('region', { name: 'My activity' })).toBeVisible();
      await scanner.scan('/dashboard');

      const offline = page.getByRole('region', { name: 'Offline Session' });
      await scanner.scanDialog(
        'All Sessions',
        () => offline.getByRole('button', { name: 'View All Sessions' }).click(),
        (dialog) => dialog.getByRole('article').first(),
      );
      await scanner.scanDialog(
        'Session details',
        () =>
          offline
            .getByRole('button', { name: /^View Details/ })
            .first()
            .click(),
        (dialog) => dialog.getByRole('heading', { name: 'Session details' }),
      );

      await page.goto('/referrals');
      await page.getByRole('tab', { name: 'Create' }).click();
      const refer = page.getByRole('button', { name: /^Refer / }).first();
      await expect(refer).toBeVisible();
      await scanner.scan('/referrals Create');
      await scanner.scanDialog(
        'Refer modal',
        () => refer.click(),
        (dialog) => dialog.getByRole('button', { name: 'Submit Referral' }),
      );
      for (const tab of ['Sent', 'Received'] as const) {
        await page.getByRole('tab', { name: tab }).click();
        // The seed gives Rahul referrals both ways: badges and status selects are scanned.
        await expect(page.getByRole('article').first()).toBeVisible();
        await scanner.scan(`/referrals ${tab}`);
      }

      await page.goto('/profile');
      await expect(page.getByLabel('Full Name')).not.toHaveValue('');
      // With its Settings: the Alerts switch and the theme (docs/behaviour.md#settings).
      const settings = page.getByRole('region', { name: 'Settings' });
      await expect(settings.getByRole('switch', { name: 'Alerts' })).toBeAttached();
      await expect(settings.getByRole('radiogroup', { name: 'Theme' })).toBeAttached();
      await scanner.scan('/profile');
      expect(scanner.found).toEqual([]);
    });
  });
}
