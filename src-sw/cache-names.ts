/**
 * Cache Storage names shared by the service worker and the app's logout, which deletes every
 * cache whose name starts with API_CACHE_PREFIX. Each runtime cache of API answers must therefore
 * carry the prefix, or one member's lists would outlive their logout.
 *
 * The values live in cache-names.json because the app (tsconfig.app.json) and the worker
 * (tsconfig.sw.json) are separate TypeScript projects: a JSON import may cross that boundary, a
 * .ts import may not. src/storage/auth-storage.ts reads the same JSON.
 */
import cacheNames from './cache-names.json';

export const API_CACHE_PREFIX: string = cacheNames.apiCachePrefix;

/** The worker's runtime cache of the list calls (routes.ts). */
export const API_LIST_CACHE: string = cacheNames.apiListCache;
