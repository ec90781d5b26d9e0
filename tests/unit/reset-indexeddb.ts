/**
 * Empties every object store of every IndexedDB database, so no test sees another's data.
 *
 * The databases are emptied rather than deleted: the app's modules keep their connections open
 * for the page's life (idb-keyval stores are made once), and a delete would wait on those
 * connections forever. A fresh IDBFactory would leave those modules writing to the old one.
 */
export async function emptyIndexedDb(): Promise<void> {
  const factory: unknown = globalThis.indexedDB;
  // A test may have put a stub or nothing in its place (hung or missing IndexedDB).
  if (!(factory instanceof IDBFactory)) return;
  const databases = await factory.databases();
  for (const { name } of databases) {
    if (name !== undefined) await emptyDatabase(factory, name);
  }
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

async function emptyDatabase(factory: IDBFactory, name: string): Promise<void> {
  const db = await request(factory.open(name));
  try {
    const stores = [...db.objectStoreNames];
    if (stores.length === 0) return;
    const transaction = db.transaction(stores, 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('clear aborted'));
    });
    for (const store of stores) transaction.objectStore(store).clear();
    await done;
  } finally {
    db.close();
  }
}
