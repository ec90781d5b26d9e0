// Screenshots of every screen in Hindi and Marathi, at 320 and 390 px, light and dark, so a person
// can look at how Devanagari fits (docs/languages.md). The app must be running.
// Usage: node scripts/language-screenshots.mjs [baseUrl] [outDir] [languages] [widths]
//   e.g. node scripts/language-screenshots.mjs http://127.0.0.1:4173 .bench/languages hi,mr 320,390
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = process.argv[3] ?? '.bench/languages';
const languages = (process.argv[4] ?? 'hi,mr').split(',');
const widths = (process.argv[5] ?? '320,390').split(',').map(Number);
await mkdir(out, { recursive: true });

const visitorScreens = ['/login', '/users/sign_up', '/forgot-password', '/reset-password'];
const memberScreens = [
  '/dashboard',
  '/referrals?tab=received',
  '/referrals?tab=sent',
  '/referrals?tab=create',
  '/members',
  '/profile',
];
const name = (path) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');

async function signIn(page, email) {
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
}

async function shoot(page, path, file) {
  await page.goto(`${base}${path}`);
  await page.locator('html:not([data-language-pending])').waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${file}.png`, fullPage: true });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const language of languages) {
  for (const width of widths) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width, height: 740 },
        colorScheme,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const page = await context.newPage();
      const prefix = `${language}-${width}-${colorScheme}`;
      for (const path of visitorScreens) await shoot(page, path, `${prefix}-${name(path)}`);
      await signIn(page, 'member@example.com');
      for (const path of memberScreens) await shoot(page, path, `${prefix}-${name(path)}`);
      await context.clearCookies();
      await page.evaluate(() => localStorage.removeItem('auth_token'));
      await context.close();
      const admin = await browser.newContext({ viewport: { width, height: 740 }, colorScheme });
      await admin.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const adminPage = await admin.newPage();
      await signIn(adminPage, 'admin@example.com');
      await shoot(adminPage, '/dashboard', `${prefix}-admin-dashboard`);
      await shoot(adminPage, '/attendance', `${prefix}-attendance`);
      await admin.close();
      console.log(`${prefix}: done`);
    }
  }
}
await browser.close();
