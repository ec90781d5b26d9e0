// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_CACHE_PREFIX, API_LIST_CACHE } from '../../../src-sw/cache-names';

/**
 * The app deletes every cache named 'api-…' at sign-out (tests/unit/storage/auth-storage.test.ts
 * checks it deletes 'api-lists' and keeps the precache); the worker's API caches must match.
 */
describe('cache names of the worker', () => {
  it('names its API caches with the prefix that sign-out deletes', () => {
    expect(API_CACHE_PREFIX).toBe('api-');
    expect(API_LIST_CACHE).toBe('api-lists');
  });
});
