import { expect, test } from '@playwright/test';
import { Scanner } from './axe-helpers';
import { DEMO_ADMIN, logIn } from './helpers';

// axe on every admin screen and modal, in the light and the dark scheme, at desktop size where
// admins create and check (the desktop project runs this file; the phone project does not).

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`no accessibility violations in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('on every admin screen and dialog', async ({ page }) => {
      const scanner = new Scanner(page, scheme);
      await logIn(page, DEMO_ADMIN);
      await expect(
        page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
      ).toBeVisible();
      await scanner.scan('/dashboard (admin)');
      for (const name of ['Create Session', 'Create Meeting']) {
        await scanner.scanDialog(
          name,
          () => page.getByRole('button', { name }).click(),
          (dialog) => dialog.getByRole('button', { name }),
        );
      }

      // A light button's hover shade once fell to 4.0:1.
      await scanner.scanDialog(
        'All Meetings',
        () =>
          page
            .getByRole('region', { name: 'Next Meeting' })
            .getByRole('button', { name: 'View All Meetings' })
            .click(),
        (dialog) => dialog.getByRole('article').first(),
        [/^Add to calendar/, /^Close/],
      );

      await page.getByRole('button', { name: 'Check Attendance' }).click();
      // Other tests add members and the list is virtual: Rahul is found by name, not scrolled to.
      await page.getByRole('searchbox', { name: 'Search for a user...' }).fill('rahul');
      await expect(page.getByRole('button', { name: 'Check: Rahul Sharma' })).toBeVisible();
      await scanner.scan('/attendance');
      await scanner.scanDialog(
        'Check modal',
        () => page.getByRole('button', { name: 'Check: Rahul Sharma' }).click(),
        (dialog) => dialog.getByRole('region', { name: 'Meeting Statistics' }),
      );
      expect(scanner.found).toEqual([]);
    });
  });
}
