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

/** Whether the request these plugin calls belong to started after the last sign-out. */
export const isCurrentEpoch = (state: { epoch?: unknown } | undefined): boolean =>
  state?.epoch === signOutEpoch;

/**
 * Stamps each answer as it is stored, and refuses answers that outlived a sign-out (one still
 * being written when it came is taken out by list-cache.ts, whose plugin includes this one).
 */
export const cacheStampPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.epoch = signOutEpoch;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (!isCurrentEpoch(state)) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    const body = await response.blob();
    // Reading the body takes time; a sign-out may have come meanwhile.
    if (!isCurrentEpoch(state)) return null;
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};
