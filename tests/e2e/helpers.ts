import { expect, type Page } from '@playwright/test';

export const DEMO_MEMBER = { email: 'member@example.com', password: 'demo1234' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo1234' };

export async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Offline tests must wait until the service worker controls the page (DESIGN.md). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}
