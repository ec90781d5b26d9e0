import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Scanner } from './axe-helpers';
import { DEMO_MEMBER, logIn, waitForServiceWorker } from './helpers';

// Hindi and Marathi (docs/languages.md): a Hindi browser gets Hindi, a choice in Settings outlives
// a logout, and a returning Hindi device never sees the prerendered English.

/** A plain message of a language's catalogs, as the person reads it. */
function text(language: 'en' | 'hi' | 'mr', id: string): string {
  const dir = new URL(`../../src/locales/${language}/`, import.meta.url);
  for (const file of readdirSync(dir)) {
    const messages = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
    if (id in messages) return messages[id]!;
  }
  throw new Error(`no message ${id} in ${language}`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('opens /login in Hindi, lang="hi", with no axe violations', async ({ page }) => {
    const catalogs: string[] = [];
    page.on('request', (request) => {
      const catalog = /\/assets\/((?:en|hi|mr)-[\w-]+?)-[\w]+\.js$/.exec(request.url());
      if (catalog) catalogs.push(catalog[1]!);
    });
    await page.goto('/login');
    await expect(heading(page, text('hi', 'title.login'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByLabel(text('hi', 'field.email'))).toBeVisible();
    await expect(page.getByRole('button', { name: text('hi', 'login.submit') })).toBeVisible();
    await expect(page.getByLabel(text('hi', 'language.label'))).toHaveValue('hi');
    const scanner = new Scanner(page, 'light');
    await scanner.scan('/login in Hindi');
    expect(scanner.found).toEqual([]);
    // Only the language in use loads: English's /login texts are in the entry, Hindi's are asked
    // for, Marathi's never.
    await page.waitForLoadState('networkidle');
    expect([...new Set(catalogs)]).toEqual(['hi-entry']);
  });

  test('signs in to a Hindi dashboard with no axe violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(new RegExp(`^${text('hi', 'field.email')}`)).fill(DEMO_MEMBER.email);
    await page
      .getByLabel(new RegExp(`^${text('hi', 'field.password')} \\*`))
      .fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: text('hi', 'login.submit') }).click();
    await expect(heading(page, text('hi', 'title.dashboard'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: text('hi', 'session.viewAll') }).first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scanner = new Scanner(page, 'light');
    await scanner.scan('/dashboard in Hindi');
    expect(scanner.found).toEqual([]);
  });
});

for (const [path, id] of [
  ['/login', 'title.login'],
  ['/users/sign_up', 'title.registration'],
  ['/forgot-password', 'title.forgotPassword'],
  ['/reset-password', 'title.resetPassword'],
] as const) {
  test(`a returning Hindi device never shows the prerendered English of ${path}, nor replaces it`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      localStorage.setItem('language', 'hi');
      // Each frame: was English visible? (The prerendered page says 'Remember me'.)
      const w = window as unknown as { englishSeen: boolean };
      w.englishSeen = false;
      const look = () => {
        const root = document.getElementById('root');
        // Every visitor screen's frame says 'Language' under its card.
        if (root && getComputedStyle(root).visibility === 'visible') {
          if (root.innerText.includes('Language')) w.englishSeen = true;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(path);
    await expect(heading(page, text('hi', id))).toBeVisible();
    await expect(page.getByText(text('hi', 'language.label'))).toBeVisible();
    // Hydrated, not replaced: React says so on the console when the markup did not match.
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { englishSeen: boolean }).englishSeen),
    ).toBe(false);
  });
}

test('Marathi chosen in Settings stays through a logout and the next sign-in', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByLabel('Language').selectOption('mr');

  // At once, without a reload: the screen, the tab bar and <html lang>.
  await expect(heading(page, text('mr', 'title.profile'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const marathiNav = page.getByRole('navigation', { name: text('mr', 'frame.mainNav') });
  await marathiNav.getByRole('link', { name: text('mr', 'tab.dashboard') }).click();
  await expect(heading(page, text('mr', 'title.dashboard'))).toBeVisible();

  await page.getByRole('button', { name: text('mr', 'logout.button') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page, text('mr', 'title.login'))).toBeVisible();
  await page.reload();
  await expect(heading(page, text('mr', 'title.login'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await page.getByLabel(text('mr', 'field.email')).fill(DEMO_MEMBER.email);
  // The field's label, then the asterisk of a required field (the show button says more).
  await page
    .getByLabel(new RegExp(`^${text('mr', 'field.password')} \\*`))
    .fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: text('mr', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, text('mr', 'title.dashboard'))).toBeVisible();
  await expect(marathiNav.getByRole('link', { name: text('mr', 'tab.referrals') })).toBeVisible();
});

test('a language chosen in one tab applies in the other open tabs', async ({ context, page }) => {
  await page.goto('/login');
  const other = await context.newPage();
  await other.goto('/forgot-password');
  await expect(heading(other, 'Forgot Password')).toBeVisible();
  await page.getByLabel('Language').selectOption('mr');
  await expect(heading(page, text('mr', 'title.login'))).toBeVisible();
  await expect(heading(other, text('mr', 'title.forgotPassword'))).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'mr');
});

test.describe('a Hindi device whose Hindi texts cannot load', () => {
  test.use({ locale: 'hi-IN', serviceWorkers: 'block' });

  test('shows the English page at once, without waiting for the safety delay', async ({ page }) => {
    // The pre-paint script's safety timer never fires here: only the app can lift the hold.
    await page.addInitScript(() => {
      const setTimer = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        delay === 4000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
    });
    await page.route(/\/assets\/hi-entry-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(heading(page, 'Log in')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});

test('offline, a Marathi device still starts in Marathi, its texts from the worker’s cache', async ({
  context,
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'mr'));
  await page.goto('/login');
  await expect(heading(page, text('mr', 'title.login'))).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/forgot-password');
  await expect(heading(page, text('mr', 'title.forgotPassword'))).toBeVisible();
  await page.goto('/users/sign_up');
  await expect(heading(page, text('mr', 'title.registration'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
});
