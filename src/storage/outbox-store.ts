/**
 * The outbox: each write waiting to be sent is its own IndexedDB record, in a database of its own
 * (docs/architecture.md#queued-writes). Nothing else writes here, so no snapshot of another tab
 * can ever overwrite a waiting write, and a sweep of the cached lists never touches it.
 *
 * Every call is bounded in time: a hung IndexedDB (seen in some private modes) rejects after
 * OUTBOX_TIMEOUT_MS instead of holding a member's tap forever. Records are stored as given; the
 * repository checks their shape when it reads them back.
 */
import { createStore, del, promisifyRequest, values } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { INDEXED_DB } from './storage-keys';

export const OUTBOX_TIMEOUT_MS = 3000;

let store: UseStore | null = null;

function outboxStore(): UseStore {
  // Created lazily: touching indexedDB at import time throws where it is unavailable.
  store ??= createStore(INDEXED_DB.outbox.database, INDEXED_DB.outbox.store);
  return store;
}

function within<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('IndexedDB did not answer')),
      OUTBOX_TIMEOUT_MS,
    );
    // A throw while opening (no IndexedDB at all) is a rejection like any other.
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Every stored record. Rejects when IndexedDB is missing, broken or hung. */
export function readOutboxRecords(): Promise<unknown[]> {
  return within(() => values(outboxStore()));
}

/** Resolves only once the transaction has completed: the record is then on disk. */
export function putOutboxRecord(id: string, record: unknown): Promise<void> {
  return within(() =>
    outboxStore()('readwrite', (objects) => {
      objects.put(record, id);
      return promisifyRequest(objects.transaction);
    }),
  );
}

/**
 * Changes a record in one transaction, only if it is still there: a tab that replays a write
 * another tab has meanwhile sent and deleted must not bring it back. `change` returns the new
 * record. Resolves to whether a record was changed.
 */
export function updateOutboxRecord(
  id: string,
  change: (record: unknown) => unknown,
): Promise<boolean> {
  return within(() =>
    outboxStore()('readwrite', (objects) => {
      let changed = false;
      const request = objects.get(id);
      request.onsuccess = () => {
        if (request.result === undefined) return;
        objects.put(change(request.result), id);
        changed = true;
      };
      return promisifyRequest(objects.transaction).then(() => changed);
    }),
  );
}

export function deleteOutboxRecord(id: string): Promise<void> {
  return within(() => del(id, outboxStore()));
}

/** Deletes the given records in one transaction (a logout, or the member agreed to discard). */
export function deleteOutboxRecords(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return within(() =>
    outboxStore()('readwrite', (objects) => {
      for (const id of ids) objects.delete(id);
      return promisifyRequest(objects.transaction);
    }),
  );
}

/**
 * Deletes, in one transaction, every record `pick` chooses. `choose` is called once the
 * transaction has begun and returns `pick`: a rule read then sees the records as they are then,
 * so a record another tab stored a moment before is judged too, never left behind by a list read
 * earlier. Resolves once the deletion is on disk; rejects when IndexedDB is missing, broken or hung.
 */
export function deleteOutboxRecordsWhere(
  choose: () => (record: unknown) => boolean,
): Promise<void> {
  return within(() =>
    outboxStore()('readwrite', (objects) => {
      const pick = choose();
      const cursor = objects.openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        if (pick(at.value)) objects.delete(at.primaryKey);
        at.continue();
      };
      return promisifyRequest(objects.transaction).then(() => undefined);
    }),
  );
}

/**
 * Stores the given records in one transaction (all or none), each only where no record of its id
 * is stored yet: moving the same writes twice never undoes what the outbox did with them since.
 * Resolves once the transaction has completed.
 */
export function addOutboxRecords(
  records: ReadonlyArray<{ id: string; record: unknown }>,
): Promise<void> {
  if (records.length === 0) return Promise.resolve();
  return within(() =>
    outboxStore()('readwrite', (objects) => {
      for (const { id, record } of records) {
        const stored = objects.getKey(id);
        stored.onsuccess = () => {
          if (stored.result === undefined) objects.put(record, id);
        };
      }
      return promisifyRequest(objects.transaction).then(() => undefined);
    }),
  );
}

let persistenceAsked = false;

/**
 * Asks the browser once per page not to evict the app's storage under pressure: from now on it
 * holds the member's unsent writes. The answer changes nothing here (best effort).
 */
export function askForPersistentStorage(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  try {
    void navigator.storage?.persist?.().catch(() => false);
  } catch {
    // Not offered: the records stay as long as the browser keeps them.
  }
}
