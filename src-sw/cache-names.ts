/**
 * Cache Storage names of the worker. Every runtime cache of API answers starts with
 * API_CACHE_PREFIX, which the app's sign-out deletes by (src/storage/storage-keys.ts holds the same
 * prefix; tests/unit/service-worker/sign-out-deletes-api-caches.test.ts checks the app deletes
 * exactly these).
 */
export const API_CACHE_PREFIX = 'api-';

/** The worker's runtime cache of the list calls (routes.ts). */
export const API_LIST_CACHE = `${API_CACHE_PREFIX}lists`;
