import { clear, createStore, entries } from 'idb-keyval';

// A second handle on the mirror's store, so tests can inspect and reset it directly.
const mirror = createStore('member-portal', 'kv');
const queryCaches = createStore('member-portal-cache', 'clients');

export async function resetIndexedDb(): Promise<void> {
  await clear(mirror);
  await clear(queryCaches);
}

export async function mirroredEntries(): Promise<Record<string, unknown>> {
  const rows = await entries(mirror);
  return Object.fromEntries(rows.map(([key, value]) => [String(key), value]));
}
