/**
 * Where the data engine's persisted cache lives: one IndexedDB entry per member (the key is
 * chosen by the repository and carries the member key), in a store of its own so a sweep at
 * sign-in or sign-out can never touch the mirror of the storage keys.
 * IndexedDB unavailable or broken: reads behave as empty, failed writes reject so the persister
 * can give up on that save, removals never reject.
 */
import { clear, createStore, del, get, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { INDEXED_DB } from './storage-keys';

let store: UseStore | null = null;

function cacheStore(): UseStore {
  // Created lazily: touching indexedDB at import time throws where it is unavailable.
  store ??= createStore(INDEXED_DB.queryCache.database, INDEXED_DB.queryCache.store);
  return store;
}

/** The `AsyncStorage` shape TanStack Query's async-storage persister writes through. */
export interface StringStorage {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

export const queryCacheStorage: StringStorage = {
  async getItem(key) {
    try {
      const value: unknown = await get(key, cacheStore());
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  },
  setItem: (key, value) => set(key, value, cacheStore()),
  async removeItem(key) {
    try {
      await del(key, cacheStore());
    } catch {
      // Nothing readable means nothing left to remove.
    }
  },
};

/** Every member's persisted cache goes: used when a different member signs in. */
export async function clearAllQueryCaches(): Promise<void> {
  try {
    await clear(cacheStore());
  } catch {
    // IndexedDB unavailable: nothing was persisted.
  }
}
