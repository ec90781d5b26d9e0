import { onlineManager } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { activeEngine, startMemberEngine } from '@/repository/engine/member-engine';
import { readItem, writeItem } from '@/storage/safe-local-storage';

/**
 * tests/setup.ts gives every test a fresh page. The first test leaves everything behind that a
 * careless test could; the second, run after it in the same file, must find none of it.
 */
const leftovers = createStore('isolation-check', 'kv');

describe('between tests', () => {
  it('a test leaves storage, IndexedDB, an engine and the offline state behind', async () => {
    sessionStorage.setItem('draft', 'typed');
    // localStorage refusing a write sends the value to the in-memory fallback.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeItem('auth_token', 'kept-in-memory');
    expect(readItem('auth_token')).toBe('kept-in-memory');
    await set('left', 'behind', leftovers);
    startMemberEngine('member-5');
    onlineManager.setOnline(false);
  });

  it('the next test finds none of it', async () => {
    expect(sessionStorage.length).toBe(0);
    expect(readItem('auth_token')).toBeNull();
    expect(await get('left', leftovers)).toBeUndefined();
    expect(activeEngine()).toBeNull();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
