import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER } from './helpers';
import { LayoutCheck } from './layout-helpers';

// Every screen and dialog at 320 px in Hindi, in Marathi, and in a pseudo-locale: the English
// texts accented and 40% longer, served in place of the Hindi catalogs, so a text that will be
// longer in some language has room everywhere (docs/languages.md).

const LOCALES = new URL('../../src/locales/', import.meta.url);

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouncAEIOUNC'].map((letter, i) => [letter, 'áéíóúñçÁÉÍÓÚÑÇ'[i]!]),
);
/** 'Log in' → 'Ĺóg íñ Lóg' : accented, and 40% longer in words that can wrap. */
const pseudo = (text: string) => {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('');
  const extra = accented.trim().slice(0, Math.ceil(accented.trim().length * 0.4));
  return extra ? `${accented} ${extra}` : accented;
};

/** The English catalogs of each area, compiled as the build does, through the pseudo-locale. */
function pseudoCatalogs(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of readdirSync(new URL('en/', LOCALES))) {
    const messages = JSON.parse(readFileSync(new URL(`en/${file}`, LOCALES), 'utf8')) as Record<
      string,
      string
    >;
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [id, compileMessage(text, pseudo)]),
    );
    modules.set(file.replace(/\.json$/, ''), `export default ${JSON.stringify(compiled)};`);
  }
  return modules;
}

type Shown = 'hi' | 'mr' | 'pseudo';

/** A plain message as the page shows it in that language. */
function shown(language: Shown, id: string): string {
  const read = (lang: string) => {
    for (const file of readdirSync(new URL(`${lang}/`, LOCALES))) {
      const messages = JSON.parse(
        readFileSync(new URL(`${lang}/${file}`, LOCALES), 'utf8'),
      ) as Record<string, string>;
      if (id in messages) return messages[id]!;
    }
    throw new Error(`no message ${id}`);
  };
  return language === 'pseudo' ? pseudo(read('en')) : read(language);
}

/** Opens a dialog with the button of that text, checks it, and closes it. */
async function checkDialog(page: Page, layout: LayoutCheck, language: Shown, buttonId: string) {
  await page
    .getByRole('button', { name: shown(language, buttonId) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await layout.check(`the dialog of ${buttonId}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function inLanguage(page: Page, language: 'hi' | 'mr' | 'pseudo') {
  await page.addInitScript(
    (stored) => localStorage.setItem('language', stored),
    language === 'mr' ? 'mr' : 'hi',
  );
  if (language !== 'pseudo') return;
  const modules = pseudoCatalogs();
  await page.route(/\/assets\/hi-([\w-]+)-[\w-]+\.js$/, async (route) => {
    const area = /\/assets\/hi-([\w-]+)-[\w-]+\.js$/.exec(route.request().url())?.[1] ?? '';
    const body = modules.get(area);
    if (!body) return route.continue();
    await route.fulfill({ contentType: 'text/javascript', body });
  });
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens a path and waits until its heading is there and the held English is shown. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html[data-language-pending]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test.use({ viewport: { width: 320, height: 640 }, serviceWorkers: 'block' });

for (const language of ['hi', 'mr', 'pseudo'] as const) {
  test(`every screen fits 320 px in ${language}`, async ({ page }) => {
    await inLanguage(page, language);
    const layout = new LayoutCheck(page);
    for (const path of ['/login', '/users/sign_up', '/forgot-password', '/reset-password']) {
      await open(page, path);
      await layout.check(path);
    }
    // The texts really are that language's (or the pseudo-locale's).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      shown(language, 'title.resetPassword'),
    );
    await logIn(page, DEMO_MEMBER);
    for (const path of [
      '/dashboard',
      '/referrals?tab=received',
      '/referrals?tab=sent',
      '/referrals?tab=create',
      '/members',
      '/profile',
    ]) {
      await open(page, path);
      await layout.check(path);
    }
    await open(page, '/dashboard');
    await checkDialog(page, layout, language, 'session.viewAll');
    await open(page, '/referrals?tab=create');
    await checkDialog(page, layout, language, 'referrals.refer');
    layout.expectNone();
  });

  test(`the admin's screens and dialogs fit 320 px in ${language}`, async ({ page }) => {
    await inLanguage(page, language);
    const layout = new LayoutCheck(page);
    await logIn(page, DEMO_ADMIN);
    await open(page, '/dashboard');
    await layout.check('/dashboard (admin)');
    await checkDialog(page, layout, language, 'dashboard.createSession');
    await checkDialog(page, layout, language, 'dashboard.createMeeting');
    await open(page, '/attendance');
    await layout.check('/attendance');
    layout.expectNone();
  });
}

test('the layout check finds a label cut off or leaving the screen', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const cut = document.createElement('button');
    cut.textContent = 'A label far too long for its box';
    cut.style.cssText = 'width: 60px; overflow: hidden; white-space: nowrap';
    const wide = document.createElement('h2');
    wide.textContent = 'Wide';
    wide.style.cssText = 'position: absolute; left: 300px; width: 200px';
    document.body.append(cut, wide);
  });
  const layout = new LayoutCheck(page);
  await layout.check('/login');
  expect(layout.found.join('\n')).toContain('button "A label far too long for its box" is cut off');
  expect(layout.found.join('\n')).toContain('h2 "Wide" leaves the screen');
});
