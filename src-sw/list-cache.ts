import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CacheExpiration } from 'workbox-expiration';
import { API_CACHE_PREFIX, API_LIST_CACHE } from './cache-names';
import { CACHED_AT_HEADER, cacheStampPlugin, isCurrentEpoch } from './cache-stamp';

/** How many list answers, and for how long, the list cache keeps. */
const LIST_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 };

/*
 * Whatever opens the API caches after they were filled (trimming the list cache to its limits,
 * taking out an answer that outlived a sign-out) and the sign-out's deletion take turns in one
 * queue. Cache Storage creates a cache again when it is opened after its deletion, so upkeep that
 * ran just after a sign-out used to leave a list cache behind (empty, but the member's).
 * Workbox's ExpirationPlugin opens the cache in work it does not wait for; CacheExpiration is used
 * directly instead, in turn.
 */
let queue: Promise<unknown> = Promise.resolve();

function inTurn(work: () => Promise<void>): Promise<void> {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
}

const expiration = new CacheExpiration(API_LIST_CACHE, LIST_CACHE_LIMITS);

/** Deletes every API cache and the record of what the list cache held, after any upkeep. */
export function deleteApiCaches(): Promise<void> {
  return inTurn(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith(API_CACHE_PREFIX));
    await Promise.all(names.map((n) => caches.delete(n)));
    // The expiration's record (in IndexedDB) lists every cached URL, each tagged with the member
    // (user-scoped-cache-key.ts), and when it was stored: it goes with the answers.
    await expiration.delete();
  });
}

const isFresh = (response: Response) =>
  Date.now() - Number(response.headers.get(CACHED_AT_HEADER)) <
  LIST_CACHE_LIMITS.maxAgeSeconds * 1000;

/**
 * The list cache's plugin. One object, because Workbox gives each plugin a state of its own per
 * request, and the upkeep needs the sign-out epoch the stamp noted when the request started.
 * - Stamps each answer with its time and refuses answers that outlived a sign-out (cache-stamp.ts).
 * - Records each stored answer and trims the cache to its limits; an answer older than the limit
 *   is never used.
 * - Takes out an answer written while its member signed out. Its write may have made the cache
 *   again after the sign-out deleted it: then the cache, left empty, goes too.
 */
export const listCachePlugin: WorkboxPlugin = {
  ...cacheStampPlugin,
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && isFresh(cachedResponse) ? cachedResponse : null,
  cacheDidUpdate: ({ cacheName, request, state }) =>
    inTurn(async () => {
      if (isCurrentEpoch(state)) {
        await expiration.updateTimestamp(request.url);
        await expiration.expireEntries();
        return;
      }
      if (!(await caches.has(cacheName))) return;
      const cache = await caches.open(cacheName);
      await cache.delete(request);
      if ((await cache.keys()).length === 0) await caches.delete(cacheName);
    }),
};
