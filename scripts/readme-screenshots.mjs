// The phone screenshots shown in the README (docs/screenshots/*.webp), so a visitor sees the app
// before installing it. Usage, with the app and the demo API running:
//   node scripts/screenshots.mjs --readme [baseUrl]
//   node scripts/readme-screenshots.mjs [baseUrl]   (the same, run directly)
// Chromium itself encodes them as WebP (a canvas in a blank page): no image tool is needed, and
// each stays under the 80 KB that tests/unit/tooling/readme-screenshots.test.ts allows.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { openDashboardOffline } from './lib/open-dashboard-offline.mjs';

// The first argument that is not a flag: run directly or through screenshots.mjs --readme.
const base = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:4173';
const out = 'docs/screenshots';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** PNG bytes to WebP bytes, encoded by Chromium. */
async function toWebp(png) {
  const page = await browser.newPage();
  const dataUrl = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.8);
  }, png.toString('base64'));
  await page.close();
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function shoot(page, name) {
  // Let the cards' loading placeholders and transitions settle before the picture.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  const webp = await toWebp(await page.screenshot());
  await writeFile(`${out}/${name}.webp`, webp);
  console.log(`${out}/${name}.webp ${webp.length} B`);
}

/** `locale`: the browser's language; a Hindi browser gets the app in Hindi (docs/languages.md). */
async function signedInPage(colorScheme, locale = 'en-US') {
  const context = await browser.newContext({ ...phone, colorScheme, locale });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill('member@example.com');
  await page.locator('input[type="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  const texts = JSON.parse(
    await readFile(`src/locales/${locale.slice(0, 2)}/dashboard.json`, 'utf8'),
  );
  await page
    .getByRole('region', { name: texts['session.onlineTitle'] })
    .getByText(texts['session.instructor'])
    .waitFor();
  return page;
}

const page = await signedInPage('light');
await shoot(page, 'dashboard');
await page.getByRole('button', { name: 'Create Referral' }).click();
await page.getByRole('tab', { name: 'Received' }).click();
await page.getByRole('region', { name: 'Received referrals' }).waitFor();
await shoot(page, 'referrals');
// Offline: the worker serves the app, the dashboard its last saved lists with their age.
await openDashboardOffline(page, base);
await shoot(page, 'offline');
await page.context().close();

const dark = await signedInPage('dark');
await shoot(dark, 'dark');
await dark.context().close();

const hindi = await signedInPage('light', 'hi-IN');
await shoot(hindi, 'hindi');
await browser.close();
