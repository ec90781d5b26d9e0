/**
 * A fake API and a signed-in member for the data-engine tests. Each test "starts the app" with
 * fresh modules (vi.resetModules), so a second start over the same fake IndexedDB is what a
 * reload is for a member: a new QueryClient restoring what the last one persisted.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, entries, get, set, values } from 'idb-keyval';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Msg } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { resetIndexedDb } from '../storage/mirror-test-helpers';

export interface SentCall {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

type Answer = (call: SentCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const isMsg = (value: object): value is Msg =>
  /^[a-z][a-zA-Z]*\.[a-zA-Z.]+$/.test(String((value as { id?: unknown }).id)) &&
  Object.keys(value).every((key) => key === 'id' || key === 'values');

/**
 * What the member reads, for comparing with the English texts: every message of the app's in
 * `value` (at any depth: an outcome, a notice, a list of waiting changes) put in English (the
 * tests' language, tests/setup.ts); the server's words stay as they are.
 */
export function english(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(english);
  if (typeof value !== 'object' || value === null) return value;
  if (isMsg(value)) return translate(value);
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, english(inner)]));
}

/** What a notice or an outcome says, in English (see english()). */
export const englishText = (text: string | Msg): string =>
  typeof text === 'string' ? text : translate(text);

/** A promise the test settles by hand, to hold an answer "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Routes fetch by method and path; unknown routes answer 404. Records every call. */
export function fakeApi() {
  const calls: SentCall[] = [];
  const routes = new Map<string, Answer>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const call: SentCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api/v1', ''),
        authorization: headers.get('Authorization'),
        idempotencyKey: headers.get('Idempotency-Key'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const answer = routes.get(`${call.method} ${call.path}`);
      return answer ? answer(call) : json({ message: 'Not found' }, 404);
    }),
  );
  return {
    calls,
    on(method: string, path: string, answer: Answer | Response) {
      routes.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer.clone());
    },
    to(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export function storeSignIn(id: number, token = `token-${id}`) {
  localStorage.setItem('auth_token', token);
  localStorage.setItem(
    'auth_response',
    JSON.stringify({ token, user: { id, fullname: `Member ${id}`, role: 'member' } }),
  );
}

let openPages: Array<{ stopMemberEngine: () => Promise<void> }> = [];

/**
 * The previous pages are gone: their engines must stop fetching and saving (or they would keep
 * writing into IndexedDB behind the next test's back), but what they left on disk stays, as
 * after a close.
 */
async function closePreviousPages() {
  const pages = openPages;
  openPages = [];
  if (pages.length === 0) return;
  const store = cacheStore();
  const closing = (async () => {
    const saved = await entries(store);
    for (const page of pages) await page.stopMemberEngine();
    for (const [key, value] of saved) await set(key, value, store);
  })();
  // A test that hangs IndexedDB on purpose must not hang here too.
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/**
 * Starts the app's data layer from fresh modules, as a page load does. With `alongside`, the
 * pages already open stay open: a second tab of the app over the same storage.
 */
export async function startFreshApp({ alongside = false }: { alongside?: boolean } = {}) {
  if (!alongside) await closePreviousPages();
  vi.resetModules();
  const auth = await import('@/repository/auth-repository');
  await auth.startApp();
  const engine = await import('@/repository/engine/member-engine');
  openPages.push(engine);
  return {
    auth,
    reads: await import('@/repository/reads'),
    writes: await import('@/repository/use-write'),
    pending: await import('@/repository/pending-writes'),
    provider: await import('@/repository/member-data-provider'),
    lastUpdated: await import('@/repository/last-updated'),
    engine,
  };
}

export type App = Awaited<ReturnType<typeof startFreshApp>>;

export function renderWithEngine<T>(app: App, hook: () => T) {
  const { MemberDataProvider } = app.provider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemberDataProvider>{children}</MemberDataProvider>
  );
  return renderHook(hook, { wrapper });
}

const cacheStore = () => createStore('member-portal-cache', 'clients');
const outboxStore = () => createStore('member-portal-outbox', 'writes');

/** The outbox as stored in IndexedDB: every waiting write's record. */
export async function outboxRecords(): Promise<Array<Record<string, unknown>>> {
  return values(outboxStore());
}

/** Waits until the stored outbox satisfies the check. */
export async function waitForOutbox(check: (records: Array<Record<string, unknown>>) => boolean) {
  await waitFor(
    async () => {
      if (!check(await outboxRecords())) throw new Error('outbox not there yet');
    },
    { timeout: 3000 },
  );
}

/** The member's persisted cache as stored in IndexedDB, parsed, or null. */
export async function persistedCache(memberKey: string): Promise<{
  timestamp: number;
  clientState: { queries: unknown[]; mutations: Array<{ state: { variables: unknown } }> };
} | null> {
  const text = await get<string>(`query-cache:${memberKey}`, cacheStore());
  return text ? JSON.parse(text) : null;
}

/** Waits until the persisted cache satisfies the check (saves are throttled by 500 ms). */
export async function waitForPersisted(
  memberKey: string,
  check: (cache: NonNullable<Awaited<ReturnType<typeof persistedCache>>>) => boolean,
) {
  await waitFor(
    async () => {
      const cache = await persistedCache(memberKey);
      if (!cache || !check(cache)) throw new Error('not persisted yet');
    },
    { timeout: 3000 },
  );
}

/** The device going on or offline: what the browser reports and what the engine was told. */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => onlineManager.setOnline(online));
}

export function setPageVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  act(() => {
    // Browsers fire it at the document and it bubbles to window, where TanStack listens.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Retries the check on real timeouts until it passes (2 s at most). Used where setInterval is
 * faked to drive polling, which Testing Library's waitFor relies on.
 */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 2000) {
  const started = performance.now();
  for (;;) {
    try {
      await act(async () => {
        await check();
      });
      return;
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * Every test of the file starts as a fresh page of member 5, signed in, online and visible, over
 * an empty IndexedDB; afterwards the network and the stubbed globals are put back.
 */
export function startEachTestSignedIn() {
  beforeEach(async () => {
    await resetIndexedDb();
    setOnline(true);
    setPageVisible(true);
    storeSignIn(5);
  });
  afterEach(() => {
    setOnline(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A change as the outbox stores it, waiting for member `memberKey` (for tests that seed one). */
export function waitingRecord(id: string, memberKey: string, memberName = 'Member 5') {
  return {
    schema: 1,
    id,
    memberKey,
    memberName,
    write: 'createReferral',
    variables: {},
    item: id,
    description: 'Referral to Bob',
    idempotencyKey: id,
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: Date.now(),
    waitMs: 0,
    serverAsked: false,
    clockOffset: null,
    unclear: false,
    awaitedUntil: null,
    state: 'queued',
    failure: null,
  };
}
