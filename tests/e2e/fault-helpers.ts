import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
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
  | 'body'
  | 'drop';

export interface FaultOptions {
  mode: FaultMode;
  /** Which calls to the path break; GET unless given, so writes fail only when a test asks. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Answer this many matching calls, then let the real route answer again; else until cleared. */
  times?: number;
  delayMs?: number;
  body?: unknown;
  /** With `body`: the answer's status (200 unless given). */
  status?: number;
}

/**
 * Whose calls a fault breaks (demo-api/README.md, "Fault switch"): every sign-in of one member
 * (by the account's email), or one sign-in (its bearer token). Tests run side by side against one
 * demo API, so a test only ever breaks calls of a member no other test uses at the same time: an
 * account of its own (registerMember), or the one sign-in of its own page (the admin's, say,
 * shared by every test as an account but not as a token).
 */
export type FaultScope = { member: string } | { token: string };

/** The scope of a member's every sign-in. */
export const memberScope = (account: { email: string }): FaultScope => ({ member: account.email });

/** The scope of the sign-in the page holds now (its stored token). */
export async function signInScope(page: Page): Promise<FaultScope> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  if (!token) throw new Error('the page holds no sign-in to scope a fault to');
  return { token };
}

const scopeQuery = (scope: FaultScope) =>
  'member' in scope
    ? `member=${encodeURIComponent(scope.member)}`
    : `token=${encodeURIComponent(scope.token)}`;

/**
 * Breaks the given API paths on the demo API for real, for the scope's calls only, until
 * clearFaults of that scope (or until `times` runs out).
 */
export async function setFaults(
  request: APIRequestContext,
  scope: FaultScope,
  paths: string[],
  fault: FaultOptions,
) {
  for (const path of paths) {
    const response = await request.post('/api/dev/faults', {
      data: {
        path,
        mode: fault.mode,
        ...scope,
        ...(fault.method !== undefined ? { method: fault.method } : {}),
        ...(fault.times !== undefined ? { times: fault.times } : {}),
        ...(fault.delayMs !== undefined ? { delay_ms: fault.delayMs } : {}),
        ...(fault.body !== undefined ? { body: fault.body } : {}),
        ...(fault.status !== undefined ? { status: fault.status } : {}),
      },
    });
    if (response.status() !== 201) {
      throw new Error(`setting a fault on ${path} failed: ${response.status()}`);
    }
  }
}

/** Clears the faults of one scope; other tests' faults stay. */
export async function clearFaults(request: APIRequestContext, scope: FaultScope) {
  const response = await request.delete(`/api/dev/faults?${scopeQuery(scope)}`);
  if (response.status() !== 204) throw new Error(`clearing faults failed: ${response.status()}`);
}

/**
 * `faults.set(scope, paths, fault)` and `faults.clear(scope)`, with every scope the test used
 * cleared after it, passed or failed, so no fault outlives its test.
 */
export const test = base.extend<{
  faults: {
    set: (scope: FaultScope, paths: string[], fault: FaultOptions) => Promise<void>;
    clear: (scope: FaultScope) => Promise<void>;
  };
  /** freshMemberPage in the project's viewport; its browser is closed after the test. */
  freshPage: (
    account: Account,
    beforeSignIn?: () => Promise<void>,
  ) => ReturnType<typeof freshMemberPage>;
}>({
  freshPage: async ({ browser }, provide, testInfo) => {
    const { use } = testInfo.project;
    const options = {
      baseURL: use.baseURL!,
      isMobile: use.isMobile ?? false,
      hasTouch: use.hasTouch ?? false,
      width: use.viewport?.width ?? 390,
    };
    const opened: BrowserContext[] = [];
    await provide(async (account, beforeSignIn) => {
      const fresh = await freshMemberPage(browser, options, account, beforeSignIn, opened);
      return fresh;
    });
    for (const context of opened) await context.close();
  },
  faults: async ({ request }, provide) => {
    const used = new Map<string, FaultScope>();
    await provide({
      set: async (scope, paths, fault) => {
        used.set(scopeQuery(scope), scope);
        await setFaults(request, scope, paths, fault);
      },
      clear: (scope) => clearFaults(request, scope),
    });
    for (const scope of used.values()) await clearFaults(request, scope);
  },
});

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
  /** The new browser is added here as soon as it exists, for the caller to close. */
  opened: BrowserContext[] = [],
) {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    viewport: { width: options.width, height: 844 },
  });
  opened.push(context);
  const page = await context.newPage();
  const problems = watchForBreakage(page);
  await page.goto('/login');
  await waitForServiceWorker(page);
  await beforeSignIn();
  await logIn(page, account);
  return { context, page, problems };
}
