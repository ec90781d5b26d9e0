// Takes phone (390x844) and desktop (1280x800) screenshots of the open screens and, after a demo
// login, of the dashboard, so a person can look at what was built.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]  (the app must be running)
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = process.argv[3] ?? '.bench/screens';
await mkdir(out, { recursive: true });

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const openScreens = [
  '/login',
  '/users/sign_up',
  '/forgot-password',
  '/reset-password?email=member%40example.com',
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport });
  for (const path of openScreens) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = path.split('?')[0].replaceAll('/', '_').replace(/^_/, '') || 'root';
    await page.screenshot({ path: `${out}/${file}-${name}.png`, fullPage: true });
  }
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill(process.env.SHOT_EMAIL ?? 'member@example.com');
  await page.getByLabel(/^Password/).fill(process.env.SHOT_PASSWORD ?? 'demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/dashboard-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
