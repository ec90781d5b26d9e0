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

/** Offline tests must wait until the service worker controls the page (docs/architecture.md#the-offline-model). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/**
 * Waits until the member's dashboard lists are on screen and saved on the device (saves are
 * throttled), so a test that then goes offline finds them: the saved snapshot must hold the
 * sessions and the meetings.
 */
export async function waitForSavedDashboard(page: Page) {
  await expect(
    page.getByRole('region', { name: 'Online Session' }).getByRole('article'),
  ).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('member-portal-cache');
              open.onerror = () => resolve('');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('clients')) return resolve('');
                const all = db.transaction('clients').objectStore('clients').getAll();
                all.onsuccess = () => resolve(JSON.stringify(all.result));
                all.onerror = () => resolve('');
              };
            }),
        ),
      { timeout: 10_000 },
    )
    .toMatch(/sessions[\s\S]*meetings|meetings[\s\S]*sessions/);
}

/**
 * The lists of the member's persisted query cache (IndexedDB `member-portal-cache`) that hold
 * data, each named by its query key after the member ('sessions', 'referrals/given', 'users').
 */
export async function savedLists(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('member-portal-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('clients')) return resolve([]);
          const all = db.transaction('clients').objectStore('clients').getAll();
          all.onerror = () => resolve([]);
          all.onsuccess = () => {
            const names: string[] = [];
            for (const value of all.result as unknown[]) {
              if (typeof value !== 'string') continue;
              const snapshot = JSON.parse(value) as {
                clientState?: {
                  queries?: Array<{ queryKey: unknown[]; state: { data?: unknown } }>;
                };
              };
              for (const query of snapshot.clientState?.queries ?? []) {
                if (query.state.data !== undefined) names.push(query.queryKey.slice(2).join('/'));
              }
            }
            resolve(names);
          };
        };
      }),
  );
}

/** Waits until each of the named lists is saved on the device (saves are throttled). */
export async function waitForSavedLists(page: Page, names: string[]) {
  await expect
    .poll(() => savedLists(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(names));
}

/**
 * What the app left in the browser's stores: the Cache Storage names, the number of entries in
 * every IndexedDB object store (`database/store`) and the localStorage keys.
 */
export async function storedLeftovers(page: Page) {
  return page.evaluate(async () => {
    const cacheNames = await caches.keys();
    const databases = await indexedDB.databases();
    const counts: Record<string, number> = {};
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        counts[`${name}/${store}`] = await new Promise<number>((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
    }
    return { cacheNames, counts, keys: Object.keys(localStorage).sort() };
  });
}

/**
 * After a sign-out: no API cache, no persisted query cache, and in localStorage and its IndexedDB
 * mirror nothing but the remembered email (and the sign-out marker).
 */
export async function expectNothingOfTheMemberStored(page: Page) {
  const left = await storedLeftovers(page);
  expect(left.cacheNames.filter((name) => name.startsWith('api-'))).toEqual([]);
  expect(left.counts['member-portal-cache/clients'] ?? 0).toBe(0);
  // Only the remembered email, the sign-out marker and the device's own preferences (how often
  // the app was opened, the install hint dismissed, light or dark) may stay, in either store.
  const allowed = [
    'remembered_email',
    'signed_out',
    'app_opened',
    'install_hint_dismissed',
    'color_scheme',
  ];
  const marks = left.keys.filter((key) => LIVE_ALERT_MARK.test(key));
  expect(left.keys.filter((key) => !allowed.includes(key) && !marks.includes(key))).toEqual([]);
  expect(left.counts['member-portal/kv'] ?? 0).toBeLessThanOrEqual(1);
  // Live alerts' marks stay for the member's next visit (docs/architecture.md#what-the-device-keeps):
  // ids, statuses and times only, under a hash, never a name or any text of the member's.
  const values = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key) ?? ''),
    marks,
  );
  for (const value of values)
    expect(
      value.replace(/received|sent|pending|in process|done|session|meeting|null/g, ''),
    ).toMatch(/^[\d"{}[\]:,\s]*$/);
}

/** The names live alerts keep their marks under: a hash of the member, never an email. */
const LIVE_ALERT_MARK = /^(referrals_seen|start_alerts|alerts_on)_[0-9a-f]{8}$/;

/**
 * Everything the app stored, as text to search for one member's data: every localStorage entry,
 * every IndexedDB record (key and value) and every Cache Storage entry (URL and body) except the
 * worker's precache of the app's own files. Keys are listed apart for exact checks.
 */
export async function storedContents(page: Page) {
  return page.evaluate(async () => {
    const text: string[] = [];
    const localKeys = Object.keys(localStorage).sort();
    for (const key of localKeys) text.push(`localStorage ${key} = ${localStorage.getItem(key)}`);
    const idbKeys: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const read = <T>(what: (store: IDBObjectStore) => IDBRequest<T>) =>
          new Promise<T>((resolve) => {
            const request = what(db.transaction(storeName).objectStore(storeName));
            request.onsuccess = () => resolve(request.result);
          });
        const keys = await read((store) => store.getAllKeys());
        const values = await read((store) => store.getAll());
        keys.forEach((key, index) => {
          const value: unknown = values[index];
          idbKeys.push(`${name}/${storeName}/${String(key)}`);
          text.push(
            `indexedDB ${name}/${storeName}/${String(key)} = ${typeof value === 'string' ? value : JSON.stringify(value)}`,
          );
        });
      }
      db.close();
    }
    const cacheUrls: string[] = [];
    for (const cacheName of await caches.keys()) {
      if (cacheName.startsWith('workbox-precache')) continue;
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cacheUrls.push(request.url);
        text.push(`cache ${cacheName} ${request.url} = ${response ? await response.text() : ''}`);
      }
    }
    return { localKeys, idbKeys, cacheUrls, text: text.join('\n') };
  });
}

/** Opens the Online Session card's list of every upcoming session; returns the dialog. */
export async function openSessionList(page: Page) {
  await page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Holds the app's entry script back (a slow first visit) until the returned function is called. */
export async function holdBackTheCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
