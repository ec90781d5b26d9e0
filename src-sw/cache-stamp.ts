import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * The header that tells the app an answer came from this cache, and since when (epoch ms); the
 * app's http client reads it (src/api/http-client.ts) so "last updated" shows the real time.
 */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

/**
 * Bumped when a member signs out. A list request that started before the sign-out may still be
 * answered afterwards; its answer must not land in the cache the app has just deleted.
 */
let signOutEpoch = 0;

export function noteSignedOut(): void {
  signOutEpoch += 1;
}

/** Stamps each answer as it is stored, and refuses answers that outlived a sign-out. */
export const cacheStampPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.epoch = signOutEpoch;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (state?.epoch !== signOutEpoch) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    const body = await response.blob();
    // Reading the body takes time; a sign-out may have come meanwhile.
    if (state.epoch !== signOutEpoch) return null;
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  // And while it was being written: the answer is taken out again.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (state?.epoch === signOutEpoch) return;
    const cache = await caches.open(cacheName);
    await cache.delete(request);
  },
};
