// Takes phone (390x844) and desktop (1280x800) screenshots of the open screens and, after a demo
// login as member and as admin, of the dashboard and its modals, so a person can look at it.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [light|dark]  (the app must be running)
//        node scripts/screenshots.mjs --readme [baseUrl]  (just the README's, in docs/screenshots)
// The third argument is the system colour scheme the browser reports (the app follows it); dark
// screenshots go to .bench/screens-dark unless outDir says otherwise.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { openDashboardOffline } from './lib/open-dashboard-offline.mjs';

// The README's few small WebP pictures are their own script; this flag is a shortcut to it, so one
// command name covers every screenshot. Importing it runs it (it reads the URL after the flag).
if (process.argv[2] === '--readme') {
  await import('./readme-screenshots.mjs');
  process.exit(0);
}

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const colorScheme = process.argv[4] === 'dark' ? 'dark' : 'light';
const out = process.argv[3] ?? (colorScheme === 'dark' ? '.bench/screens-dark' : '.bench/screens');
await mkdir(out, { recursive: true });

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const openScreens = [
  '/login',
  '/users/sign_up',
  '/forgot-password',
  '/reset-password?email=member%40example.com',
];

async function signIn(page, email) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(process.env.SHOT_PASSWORD ?? 'demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
}

/** The dashboard opened offline from the cache, with the indicator and its last update time. */
async function offlineScreens(page) {
  await openDashboardOffline(page, base);
  await page.screenshot({ path: `${out}/dashboard-offline-member-phone.png`, fullPage: true });
  await page.context().setOffline(false);
}

/** The install hint as iOS Safari shows it (no install prompt there: the Share-menu steps). */
async function installHintScreen(browser) {
  const context = await browser.newContext({
    viewport: viewports.phone,
    colorScheme,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 ' +
      '(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await signIn(page, 'member@example.com');
  await page.reload(); // the hint waits for the app's second opening on a device
  await page.getByRole('region', { name: /Install/ }).waitFor();
  await page.screenshot({ path: `${out}/install-hint-ios-phone.png` });
  await context.close();
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, colorScheme });
  for (const path of openScreens) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = path.split('?')[0].replaceAll('/', '_').replace(/^_/, '') || 'root';
    await page.screenshot({ path: `${out}/${file}-${name}.png`, fullPage: true });
  }
  for (const who of ['member', 'admin']) {
    await signIn(page, `${who}@example.com`);
    await page.screenshot({ path: `${out}/dashboard-${who}-${name}.png`, fullPage: true });
    await page
      .getByRole('region', { name: 'Online Session' })
      .getByRole('button', { name: 'View All Sessions' })
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/dashboard-sessions-modal-${who}-${name}.png` });
    await page.keyboard.press('Escape');
    if (who === 'admin') {
      for (const action of ['Create Session', 'Create Meeting']) {
        await page.getByRole('button', { name: action }).click();
        await page.getByRole('dialog', { name: action }).waitFor();
        await page.waitForTimeout(300);
        const file = action.toLowerCase().replace(' ', '-');
        await page.screenshot({ path: `${out}/dashboard-${file}-${name}.png` });
        await page.keyboard.press('Escape');
      }
    }
    if (who === 'member' && name === 'phone') await offlineScreens(page);
    if (who === 'member') {
      for (const tab of ['Create', 'Sent', 'Received']) {
        await page.goto(`${base}/referrals`);
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${out}/referrals-${tab.toLowerCase()}-${name}.png`,
          fullPage: true,
        });
      }
      await page.goto(`${base}/profile`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}/profile-${name}.png`, fullPage: true });
    } else {
      await page.goto(`${base}/attendance`);
      await page
        .getByRole('button', { name: /^Check/ })
        .first()
        .click();
      await page.getByRole('dialog').getByText('Meeting Statistics').waitFor();
      await page.waitForTimeout(300); // the end of the modal's opening transition
      await page.screenshot({ path: `${out}/attendance-check-${name}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.screenshot({ path: `${out}/attendance-${name}.png`, fullPage: true });
    }
    await page.goto(`${base}/dashboard`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  }
  await page.close();
}
await installHintScreen(browser);
await browser.close();
console.log(`screenshots written to ${out}`);
