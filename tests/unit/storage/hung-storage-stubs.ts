import { vi } from 'vitest';

/**
 * IndexedDB and Cache Storage that never answer, as in some private modes: opening a database
 * never fires success or error, and every Cache Storage call stays pending. Call before the
 * modules under test create their stores (use vi.resetModules and a dynamic import).
 */
export function stubHungStorage(): void {
  const pending = () => new Promise<never>(() => {});
  vi.stubGlobal('indexedDB', { open: () => ({}) });
  vi.stubGlobal('caches', { keys: pending, delete: pending, open: pending });
}
