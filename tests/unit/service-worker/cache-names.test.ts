// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import cacheNames from '../../../src-sw/cache-names.json';

describe('cache names shared by the worker and logout', () => {
  it('the worker’s list cache starts with the prefix logout deletes', () => {
    expect(cacheNames.apiCachePrefix).not.toBe('');
    expect(cacheNames.apiListCache.startsWith(cacheNames.apiCachePrefix)).toBe(true);
  });

  it('the worker names its runtime cache through cache-names.ts, never a literal', () => {
    const worker = readFileSync(new URL('../../../src-sw/sw.ts', import.meta.url), 'utf8');
    expect(worker).toContain('cacheName: API_LIST_CACHE');
    expect(worker).not.toMatch(/cacheName:\s*['"`]/);
    const names = readFileSync(new URL('../../../src-sw/cache-names.ts', import.meta.url), 'utf8');
    expect(names).toContain('API_LIST_CACHE: string = cacheNames.apiListCache');
    expect(names).toContain('API_CACHE_PREFIX: string = cacheNames.apiCachePrefix');
  });
});
