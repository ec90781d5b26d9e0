import { API_CACHE_PREFIX } from './storage-keys';

/**
 * The service worker's runtime caches of API answers (src-sw/cache-names.ts) start with
 * API_CACHE_PREFIX; tests/unit/service-worker/sign-out-deletes-api-caches.test.ts checks that
 * sign-out deletes exactly the caches the worker names and keeps its precache.
 */
export { API_CACHE_PREFIX };

/** Deletes every API cache; the shell's precache stays. Never rejects. */
export async function deleteApiCaches(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  } catch {
    // Cache Storage blocked or unavailable: nothing cached to leak.
  }
}
