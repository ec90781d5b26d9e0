import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings } from './axe-helpers';
import { DEMO_ADMIN, DEMO_MEMBER, logIn } from './helpers';

// axe on every route and every modal, in the light and the dark scheme. The browser reports the
// system scheme (the app follows it by default); each scan first checks the page really shows
// that scheme, so a dark pass can never silently scan the light one. Findings are collected and
// asserted once per test, so one run lists every failing screen.

type Scheme = 'light' | 'dark';

class Scanner {
  readonly found: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly scheme: Scheme,
  ) {}

  async scan(where: string) {
    await expect(this.page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      this.scheme,
    );
    this.found.push(...(await axeFindings(this.page, where)));
  }

  /** Opens a dialog, waits for its content and the end of its opening transition, scans it. */
  async scanDialog(where: string, open: () => Promise<void>, ready: (dialog: Locator) => Locator) {
    await open();
    const dialog = this.page.getByRole('dialog').last();
    await expect(ready(dialog)).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await this.scan(where);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

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
      await scanner.scan('/profile');
      expect(scanner.found).toEqual([]);
    });

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

      await page.getByRole('button', { name: 'Check Attendance' }).click();
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
