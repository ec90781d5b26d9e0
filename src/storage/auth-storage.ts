/**
 * The logged-in session: the token and the whole login response (SPEC.md section 3). The user
 * shown on the dashboard and the profile form's initial values come from the stored response.
 */
import { normaliseLoginResponse } from '@/domain/auth';
import { asRecord, type LooseRecord } from '@/domain/loose';
import type { User } from '@/domain/types';
import cacheNames from '../../src-sw/cache-names.json';
import { whenMirrorIdle } from './idb-mirror';
import { forgetItem, persistItem, persistJson } from './persisted-item';
import { readItem, readJson } from './safe-local-storage';
import { clearAllSnapshots } from './snapshot-store';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The service worker's runtime caches of API answers all start with this (src-sw/cache-names.ts
 * reads the same file; a .ts import cannot cross from this TypeScript project into the worker's).
 */
const API_CACHE_PREFIX = cacheNames.apiCachePrefix;

/**
 * How long logout waits for IndexedDB and Cache Storage. A hung IndexedDB open (seen in some
 * private modes) must not keep a member on the screen they asked to leave.
 */
export const STORAGE_CLEANUP_TIMEOUT_MS = 2000;

export function readAuthToken(): string | null {
  const token = readItem(STORAGE_KEYS.authToken);
  return token && token.trim() !== '' ? token : null;
}

export function saveLogin(rawResponse: unknown, token: string): void {
  persistItem(STORAGE_KEYS.authToken, token);
  if (!persistJson(STORAGE_KEYS.authResponse, rawResponse)) {
    // An unserialisable response must not leave the previous member's user behind.
    forgetItem(STORAGE_KEYS.authResponse);
  }
}

/** The whole stored login response, or null when missing or corrupt. */
export function readStoredLoginResponse(): unknown {
  return readJson(STORAGE_KEYS.authResponse);
}

export function readStoredUser(): User | null {
  return normaliseLoginResponse(readStoredLoginResponse()).user;
}

/**
 * Where the user object sits inside the response, in the order normaliseLoginResponse reads it
 * (user, data.user, data), so a merged patch is what the next readStoredUser() sees.
 */
function locateUser(response: LooseRecord): LooseRecord | null {
  const direct = asRecord(response.user);
  if (direct) return direct;
  const data = asRecord(response.data);
  const nested = asRecord(data?.user);
  if (nested) return nested;
  return data && normaliseLoginResponse(response).user ? data : null;
}

/** Shallow-merges a patch (e.g. the profile update's answer) into the stored user and re-saves. */
export function mergeStoredUser(patch: unknown): void {
  const changes = asRecord(patch);
  if (!changes) return;
  const response = asRecord(readStoredLoginResponse()) ?? {};
  const user = locateUser(response);
  if (user) Object.assign(user, changes);
  else response.user = { ...changes };
  persistJson(STORAGE_KEYS.authResponse, response);
}

async function deleteApiCaches(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  } catch {
    // Cache Storage blocked or unavailable: nothing cached to leak.
  }
}

const noop = (): void => undefined;

/** Resolves once the work settles or after `ms`, whichever comes first. Never rejects. */
async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work.then(noop, noop), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Drops every member's cached API data on this device: the repository's snapshots and the
 * worker's cached lists. Used when a different member logs in. Settles within
 * STORAGE_CLEANUP_TIMEOUT_MS and never rejects.
 */
export function clearCachedApiData(): Promise<void> {
  return settleWithin(
    Promise.all([deleteApiCaches(), clearAllSnapshots()]),
    STORAGE_CLEANUP_TIMEOUT_MS,
  );
}

/**
 * Logout and session expiry (DESIGN.md): the token, the login response, their mirror copies and
 * the cached API data go; remembered_email stays. The token and the login response are gone from
 * localStorage by the time this returns; the promise covers the IndexedDB and Cache Storage
 * cleanup, settles within STORAGE_CLEANUP_TIMEOUT_MS and never rejects.
 */
export function clearAuth(): Promise<void> {
  forgetItem(STORAGE_KEYS.authToken);
  forgetItem(STORAGE_KEYS.authResponse);
  return settleWithin(
    Promise.all([whenMirrorIdle(), deleteApiCaches(), clearAllSnapshots()]),
    STORAGE_CLEANUP_TIMEOUT_MS,
  );
}
