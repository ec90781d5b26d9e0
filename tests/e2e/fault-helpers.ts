import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn, waitForServiceWorker } from './helpers';

/** The fault switch's modes (demo-api/README.md, "Fault switch"). */
export type FaultMode =
  | 'json-500'
  | 'json-503'
  | 'html-502'
  | 'invalid-json'
  | 'number'
  | 'string'
  | 'data-string'
  | 'stall'
  | 'body';

export interface FaultOptions {
  mode: FaultMode;
  /** Which calls to the path break; GET unless given, so writes fail only when a test asks. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Answer this many matching calls, then let the real route answer again; else until cleared. */
  times?: number;
  delayMs?: number;
  body?: unknown;
}

/** Breaks the given API paths on the demo API for real, until clearFaults (or `times` runs out). */
export async function setFaults(request: APIRequestContext, paths: string[], fault: FaultOptions) {
  for (const path of paths) {
    const response = await request.post('/api/dev/faults', {
      data: {
        path,
        mode: fault.mode,
        ...(fault.method !== undefined ? { method: fault.method } : {}),
        ...(fault.times !== undefined ? { times: fault.times } : {}),
        ...(fault.delayMs !== undefined ? { delay_ms: fault.delayMs } : {}),
        ...(fault.body !== undefined ? { body: fault.body } : {}),
      },
    });
    if (response.status() !== 201) {
      throw new Error(`setting a fault on ${path} failed: ${response.status()}`);
    }
  }
}

export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete('/api/dev/faults');
  if (response.status() !== 204) throw new Error(`clearing faults failed: ${response.status()}`);
}

/**
 * Everything that would mean the app broke rather than coped: uncaught errors and console errors.
 * The browser's own "Failed to load resource" lines for answers that failed on purpose are the
 * faults themselves, not the app's.
 */
export function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/^Failed to load resource/.test(message.text())) return;
    problems.push(`console.error: ${message.text()}`);
  });
  return problems;
}

/** Never a blank screen (its h1 stays), never raw markup from a proxy page, never a crash. */
export async function expectScreenHolds(page: Page, problems: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/<html|<!doctype|<h1|Bad Gateway|nginx|cut off|Unexpected token/i);
  expect(problems).toEqual([]);
}

export interface Account {
  email: string;
  password: string;
}

/**
 * A new browser (nothing cached, nothing stored) whose service worker already controls the login
 * page, so the list calls after signing in go through it, as on a member's phone. `beforeSignIn`
 * runs just before the sign-in (set faults there).
 */
export async function freshMemberPage(
  browser: Browser,
  options: { baseURL: string; isMobile: boolean; hasTouch: boolean; width: number },
  account: Account,
  beforeSignIn: () => Promise<void> = async () => undefined,
) {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    viewport: { width: options.width, height: 844 },
  });
  const page = await context.newPage();
  const problems = watchForBreakage(page);
  await page.goto('/login');
  await waitForServiceWorker(page);
  await beforeSignIn();
  await logIn(page, account);
  return { context, page, problems };
}
