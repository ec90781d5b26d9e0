// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
// The subpath, not the package root: the root touches the worker's `self` as it loads.
import { cacheNames } from 'workbox-core/cacheNames.js';
import { deleteApiCaches } from '../../../src/storage/api-caches';
import { API_CACHE_PREFIX, API_LIST_CACHE } from '../../../src-sw/cache-names';

/** Cache Storage as the browser keeps it: named caches that can be listed and deleted. */
class FakeCacheStorage {
  private readonly names: Set<string>;
  constructor(names: string[]) {
    this.names = new Set(names);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.names]);
  }
  has(name: string): Promise<boolean> {
    return Promise.resolve(this.names.has(name));
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.names.delete(name));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The app's sign-out deletes the worker's caches of member data without importing the worker
 * (src/storage/api-caches.ts): the names the worker builds (src-sw/cache-names.ts) must be the
 * ones it deletes, and the shell the worker precached must survive so the app still opens offline.
 */
describe("sign-out's cache deletion", () => {
  it("deletes exactly the worker's API caches and keeps the precache", async () => {
    // A second API cache the worker might add later is built the same way as the list cache.
    const apiCaches = [API_LIST_CACHE, `${API_CACHE_PREFIX}uploads`];
    const otherCaches = [cacheNames.precache, cacheNames.runtime, 'my-api-notes'];
    const storage = new FakeCacheStorage([...otherCaches, ...apiCaches]);
    vi.stubGlobal('caches', storage);

    await deleteApiCaches();

    expect(await storage.keys()).toEqual(otherCaches);
    expect(await storage.has(cacheNames.precache)).toBe(true);
  });
});
