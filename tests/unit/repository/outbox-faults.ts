import { vi } from 'vitest';

/**
 * Faults of the outbox's IndexedDB store only (`member-portal-outbox` / `writes`): the cached
 * lists and the mirror keep working. A fault hits every transaction the app opens on the store
 * from the moment it is called until the returned function is called (`mode` narrows it to reads
 * or writes):
 * - 'fail': opening the transaction throws, as a broken store or a full disk does;
 * - 'hang': nothing it asks ever answers, and the transaction never completes (some private
 *   modes), so the app's own time limit (3 s) is what ends the wait.
 */
export function breakOutboxStore(
  fault: 'fail' | 'hang',
  { mode }: { mode?: IDBTransactionMode } = {},
): () => void {
  const real = IDBDatabase.prototype.transaction;
  const spy = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    names: string | Iterable<string>,
    txMode?: IDBTransactionMode,
    options?: IDBTransactionOptions,
  ) {
    const stores = typeof names === 'string' ? [names] : [...names];
    const hit =
      stores.includes('writes') && (mode === undefined || (txMode ?? 'readonly') === mode);
    if (!hit) return real.call(this, names, txMode, options);
    if (fault === 'fail') throw new DOMException('The outbox store is broken', 'UnknownError');
    return hungTransaction();
  });
  return () => spy.mockRestore();
}

/** A transaction whose every request, and the transaction itself, stays pending for ever. */
function hungTransaction(): IDBTransaction {
  const transaction = {} as IDBTransaction;
  const store = new Proxy(
    {},
    { get: (_target, key) => (key === 'transaction' ? transaction : () => ({})) },
  );
  Object.assign(transaction, { objectStore: () => store });
  return transaction;
}
