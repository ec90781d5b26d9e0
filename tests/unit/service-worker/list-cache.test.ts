// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Workbox's modules reach the worker's global scope as `self` while they load.
vi.hoisted(() => {
  (globalThis as { self?: unknown }).self ??= globalThis;
});
import { API_LIST_CACHE } from '../../../src-sw/cache-names';
import { noteSignedOut } from '../../../src-sw/cache-stamp';
import { deleteApiCaches, listCachePlugin } from '../../../src-sw/list-cache';

/** Cache Storage as the browser keeps it: opening a cache that is not there creates it. */
class FakeCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();
  private cache(name: string) {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    return {
      put: async (request: Request, response: Response) => void entries.set(request.url, response),
      delete: async (request: Request | string) =>
        entries.delete(typeof request === 'string' ? request : request.url),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  }
  open = async (name: string) => this.cache(name);
  has = async (name: string) => this.caches.has(name);
  keys = async () => [...this.caches.keys()];
  delete = async (name: string) => this.caches.delete(name);
}

type Callback = (param: Record<string, unknown>) => Promise<unknown>;
const call = (callback: unknown, param: Record<string, unknown>) => (callback as Callback)(param);

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('location', new URL('http://x.test/dashboard'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = () => new Response('[{"id":1}]', { status: 200 });

/** A list request as the route makes it: Workbox gives the plugin one state per request. */
async function listRequest() {
  const request = new Request('http://x.test/api/v1/online_sessions?__member=a1');
  const state: Record<string, unknown> = {};
  await call(listCachePlugin.requestWillFetch, { request, state });
  return { request, state };
}

describe("the worker's list cache at a sign-out", () => {
  it('keeps no list cache when the trimming that followed an answer was still running', async () => {
    const { request, state } = await listRequest();
    await (await storage.open(API_LIST_CACHE)).put(request, answer());
    // The trimming is under way, recording the answer in IndexedDB, when the member signs out.
    let recording!: () => void;
    const recorded = new Promise<void>((resolve) => (recording = resolve));
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      recording();
      return put.apply(this, args);
    });
    const upkeep = call(listCachePlugin.cacheDidUpdate, {
      cacheName: API_LIST_CACHE,
      request,
      state,
    });
    await recorded;
    noteSignedOut();
    await Promise.all([upkeep, deleteApiCaches()]);
    expect(await storage.keys()).toEqual([]);
  });

  it('takes out an answer written while its member signed out, and the cache its write made again', async () => {
    const { request, state } = await listRequest();
    noteSignedOut();
    await deleteApiCaches();
    // The write had passed its check before the sign-out and lands after the deletion.
    await (await storage.open(API_LIST_CACHE)).put(request, answer());
    await call(listCachePlugin.cacheDidUpdate, { cacheName: API_LIST_CACHE, request, state });
    expect(await storage.keys()).toEqual([]);
  });

  it("keeps the next member's answers", async () => {
    noteSignedOut();
    const { request, state } = await listRequest();
    await (await storage.open(API_LIST_CACHE)).put(request, answer());
    await call(listCachePlugin.cacheDidUpdate, { cacheName: API_LIST_CACHE, request, state });
    const urls = (await (await storage.open(API_LIST_CACHE)).keys()).map((r) => r.url);
    expect(urls).toEqual([request.url]);
  });

  it('never answers with a stored answer older than a week', async () => {
    const stored = (at: number) =>
      new Response('[]', { headers: { 'x-sw-cached-at': String(at) } });
    const use = (cachedResponse: Response) =>
      call(listCachePlugin.cachedResponseWillBeUsed, { cachedResponse });
    const day = 24 * 60 * 60 * 1000;
    expect(await use(stored(Date.now() - 6 * day))).not.toBeNull();
    expect(await use(stored(Date.now() - 8 * day))).toBeNull();
  });
});
