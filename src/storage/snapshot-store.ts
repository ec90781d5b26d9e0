/**
 * The repository's last-known data per user and resource, for cache-then-network reads. Keys are
 * [userKey, resource] arrays so one member's snapshots can never be read under another's key and
 * a prefix sweep cannot catch a different user whose key merely starts the same way.
 * IndexedDB unavailable or broken: reads behave as empty, writes are dropped.
 */
import { clear, createStore, delMany, get, keys, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

export interface Snapshot<T> {
  data: T;
  updatedAt: number;
}

let store: UseStore | null = null;

function snapshotStore(): UseStore {
  store ??= createStore('member-portal-snapshots', 'snapshots');
  return store;
}

function isSnapshot(value: unknown): value is Snapshot<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'updatedAt' in value &&
    typeof value.updatedAt === 'number' &&
    Number.isFinite(value.updatedAt)
  );
}

/**
 * The stored snapshot, or null. The data is whatever was written under this resource; callers
 * write and read one type per resource name.
 */
export async function readSnapshot<T>(
  userKey: string,
  resource: string,
): Promise<Snapshot<T> | null> {
  if (userKey === '') return null;
  try {
    const value: unknown = await get([userKey, resource], snapshotStore());
    return isSnapshot(value) ? (value as Snapshot<T>) : null;
  } catch {
    return null;
  }
}

export async function writeSnapshot(
  userKey: string,
  resource: string,
  data: unknown,
  updatedAt: number,
): Promise<void> {
  if (userKey === '') return;
  try {
    await set([userKey, resource], { data, updatedAt }, snapshotStore());
  } catch {
    // Not cloneable or storage full: the next visit simply starts without a snapshot.
  }
}

export async function clearSnapshotsFor(userKey: string): Promise<void> {
  try {
    const all = await keys(snapshotStore());
    const mine = all.filter((key) => Array.isArray(key) && key[0] === userKey);
    if (mine.length > 0) await delMany(mine, snapshotStore());
  } catch {
    // Nothing readable means nothing to clear.
  }
}

export async function clearAllSnapshots(): Promise<void> {
  try {
    await clear(snapshotStore());
  } catch {
    // IndexedDB unavailable: no snapshots exist.
  }
}
