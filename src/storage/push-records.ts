/**
 * The IndexedDB store of Web Push's records (push-state.ts), and their removal at sign-out: on
 * its own, since every sign-out runs it and /login's first load should not carry the rest.
 */
import { clear, createStore, type UseStore } from 'idb-keyval';
import { INDEXED_DB } from './storage-keys';

let store: UseStore | undefined;
// Created lazily: touching indexedDB at import time throws where it is unavailable.
export const pushStore = (): UseStore =>
  (store ??= createStore(INDEXED_DB.push.database, INDEXED_DB.push.store));

/**
 * Whose pushes this device shows, the badge's count, a renewed subscription, the language of the
 * notices: all of it goes.
 */
export async function forgetPushRecords(): Promise<void> {
  try {
    await clear(pushStore());
  } catch {
    // The worker forgets them too when told of the sign-out (src-sw/push.ts).
  }
}
