/**
 * localStorage that never throws. It can be missing (some embedded browsers), its getter can throw
 * a SecurityError (storage blocked by the user), and setItem throws when the quota is exceeded
 * (Safari private mode used to allow 0 bytes). When a write fails the value is kept in memory for
 * the rest of the page's life, so a member can still log in and use the app in that tab.
 */
const memoryFallback = new Map<string, string>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    const value = storage()?.getItem(key) ?? null;
    if (value !== null) return value;
  } catch {
    // Fall through to the in-memory copy.
  }
  return memoryFallback.get(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  try {
    const store = storage();
    if (store) {
      store.setItem(key, value);
      memoryFallback.delete(key);
      return;
    }
  } catch {
    // A stale value left behind would shadow the in-memory one on the next read.
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing more we can do; the memory copy below still wins for missing keys.
    }
  }
  memoryFallback.set(key, value);
}

export function removeItem(key: string): void {
  memoryFallback.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing stored to remove.
  }
}

/** Parsed JSON under the key, or null when missing or corrupt. */
export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Every key present, in localStorage and in the in-memory fallback. */
export function listItemKeys(): string[] {
  const found = new Set(memoryFallback.keys());
  try {
    const store = storage();
    for (let index = 0; store && index < store.length; index += 1) {
      const key = store.key(index);
      if (key !== null) found.add(key);
    }
  } catch {
    // Storage unavailable: only the in-memory copies exist.
  }
  return [...found];
}
