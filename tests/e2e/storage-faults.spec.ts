import { expect, test, type Page } from '@playwright/test';
import { expectScreenHolds, watchForBreakage } from './fault-helpers';
import { DEMO_MEMBER, logIn } from './helpers';

/**
 * Browser storage that fails: the app still signs in and shows the member's data, in real
 * Chromium (unit tests cover the same with stubs).
 */
async function expectSignedInWithData(page: Page, problems: string[]) {
  await logIn(page, DEMO_MEMBER);
  await expect(
    page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Failed to load dashboard data')).toHaveCount(0);
  await expectScreenHolds(page, problems);
}

test('localStorage that throws on every write', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const problems = watchForBreakage(page);
  await expectSignedInWithData(page, problems);
});

test('a stored login response that is not JSON', async ({ page }) => {
  const problems = watchForBreakage(page);
  await expectSignedInWithData(page, problems);
  await page.evaluate(() => localStorage.setItem('auth_response', '{"user": {"fullname": "Cut'));
  await page.reload();
  // Still signed in on the stored token, or asked to sign in again: never a broken screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (page.url().endsWith('/login')) await expectSignedInWithData(page, problems);
  else {
    await expect(
      page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
    ).toBeVisible();
    await expectScreenHolds(page, problems);
  }
});

test('IndexedDB missing altogether', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
  });
  const problems = watchForBreakage(page);
  await expectSignedInWithData(page, problems);
});

test('IndexedDB whose open throws', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      throw new DOMException('IndexedDB is disabled', 'SecurityError');
    };
  });
  const problems = watchForBreakage(page);
  await expectSignedInWithData(page, problems);
});

test('IndexedDB whose open never answers', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      // A request that stays pending forever: no success, no error, no upgrade.
      return Object.assign(new EventTarget(), {
        readyState: 'pending',
        onsuccess: null,
        onerror: null,
        onupgradeneeded: null,
        onblocked: null,
      }) as unknown as IDBOpenDBRequest;
    };
  });
  const problems = watchForBreakage(page);
  // The login screen goes live only after the mirror's 1.5 s restore timeout; Log in, tapped at
  // once, is held until then and sent with what was typed (public/hold-early-submit.js).
  await expectSignedInWithData(page, problems);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('IndexedDB whose open throws: a referral is still sent online; offline it is refused and what was typed stays', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      throw new DOMException('IndexedDB is disabled', 'SecurityError');
    };
  });
  const problems = watchForBreakage(page);
  await expectSignedInWithData(page, problems);
  await page.goto('/referrals?tab=create');
  const refer = async (description: string) => {
    await page.getByRole('button', { name: 'Refer Priya Nair' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Description/)
      .fill(description);
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Referral' }).click();
  };
  // Online, it cannot wait on the device, but it can still be sent now.
  await refer('Sent without storage');
  await expect(page.getByText('Referral created successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Offline, it could neither be sent nor kept: said so, and the form keeps what was typed.
  await context.setOffline(true);
  await refer('Typed while offline');
  await expect(
    page.getByText('This change could not be saved on this device, so nothing was sent.', {
      exact: false,
    }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog').getByLabel(/^Description/)).toHaveValue(
    'Typed while offline',
  );
  await expect(page.getByRole('button', { name: /changes? waiting/ })).toHaveCount(0);
  await context.setOffline(false);
  await expectScreenHolds(page, problems);
});
