/**
 * A copy of the app's localStorage keys in IndexedDB. Some browsers wipe localStorage on their own
 * (storage pressure, "clear site data" for one store only, iOS home-screen apps); with the mirror
 * intact the member stays logged in. Writes are fire-and-forget: the mirror is a backup, never a
 * reason for a visible failure.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { readItem, writeItem } from './safe-local-storage';
import { INDEXED_DB, SIGNED_OUT_KEY, STORAGE_KEYS, isAppStorageKey } from './storage-keys';

/** A hung IndexedDB open (seen in some private modes) must not hold the first render back. */
const RESTORE_TIMEOUT_MS = 1500;

let store: UseStore | null = null;
let pending: Promise<void> = Promise.resolve();

function mirrorStore(): UseStore {
  // Created lazily: touching indexedDB at import time throws where it is unavailable.
  store ??= createStore(INDEXED_DB.mirror.database, INDEXED_DB.mirror.store);
  return store;
}

/** Operations run one after another so a set followed by a delete can never land reversed. */
function enqueue(operation: () => Promise<unknown>): void {
  pending = pending.then(operation).then(
    () => undefined,
    () => undefined,
  );
}

export function mirrorWrite(key: string, value: string): void {
  enqueue(() => set(key, value, mirrorStore()));
}

export function mirrorRemove(key: string): void {
  enqueue(() => del(key, mirrorStore()));
}

/** Resolves once every mirror write queued so far has finished (or failed). */
export function whenMirrorIdle(): Promise<void> {
  return pending;
}

/** The token and the login response belong together: restoring only one would mix sessions. */
const AUTH_PAIR: readonly string[] = [STORAGE_KEYS.authToken, STORAGE_KEYS.authResponse];

async function readMirror(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const rows = await entries<IDBValidKey, unknown>(mirrorStore());
  for (const [key, value] of rows) {
    if (typeof key === 'string' && typeof value === 'string' && isAppStorageKey(key)) {
      found.set(key, value);
    }
  }
  return found;
}

/**
 * Sign-out sticks (docs/decisions.md#the-signed-out-marker): after a sign-out the mirror may still hold the member's keys (their
 * removal was queued when the app closed, or IndexedDB hung). The tombstone in localStorage says
 * so; everything but the remembered email is then dropped instead of restored.
 */
function copyMissing(mirrored: Map<string, string>): void {
  const signedOut = readItem(SIGNED_OUT_KEY) !== null;
  const authMissing = AUTH_PAIR.every((key) => readItem(key) === null);
  for (const [key, value] of mirrored) {
    if (signedOut && key !== STORAGE_KEYS.rememberedEmail) {
      mirrorRemove(key);
      continue;
    }
    if (AUTH_PAIR.includes(key) && !authMissing) continue;
    if (readItem(key) === null) writeItem(key, value);
  }
}

/**
 * Copies mirrored values back into localStorage for keys that are missing there. Called once at
 * app start, before rendering. Never rejects and gives up after a short wait.
 */
export async function restoreFromMirror(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RESTORE_TIMEOUT_MS);
  });
  try {
    const mirrored = await Promise.race([whenMirrorIdle().then(readMirror), timeout]);
    if (mirrored) copyMissing(mirrored);
  } catch {
    // IndexedDB unavailable or broken: start with whatever localStorage has.
  } finally {
    clearTimeout(timer);
  }
}
