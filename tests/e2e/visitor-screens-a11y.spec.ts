import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers';

// The open screens must read well on a phone and on a desktop, where admins work: this file runs
// in both projects (playwright.config.ts). What the screens do is the same on both, so
// visitor-screens.spec.ts runs on the phone only.

for (const path of ['/login', '/users/sign_up', '/forgot-password', '/reset-password']) {
  test(`${path} has no accessibility violations, empty and with errors shown`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const submit = page.locator('button[type="submit"]');
    // Show the validation state too: errors must be announced and readable.
    await page.evaluate(() =>
      document.querySelectorAll('form').forEach((form) => form.setAttribute('novalidate', '')),
    );
    await submit.click();
    await expectNoAxeViolations(page);
  });
}
