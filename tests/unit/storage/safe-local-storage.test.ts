import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, readJson, removeItem, writeItem } from '@/storage/safe-local-storage';

const originalDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');

afterEach(() => {
  if (originalDescriptor) Object.defineProperty(window, 'localStorage', originalDescriptor);
  // Values kept in memory by failed writes must not leak into the next test.
  ['k', 'auth_token'].forEach(removeItem);
});

describe('safe localStorage', () => {
  it('reads, writes and removes normally', () => {
    writeItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(readItem('k')).toBe('v');
    removeItem('k');
    expect(readItem('k')).toBeNull();
  });

  it('never throws when getItem and setItem throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeItem('k', 'v')).not.toThrow();
    // The value survives in memory for the rest of the page's life.
    expect(readItem('k')).toBe('v');
    expect(() => removeItem('k')).not.toThrow();
    expect(readItem('k')).toBeNull();
    expect(readJson('k')).toBeNull();
  });

  it('keeps the new value readable when setItem hits the quota', () => {
    localStorage.setItem('auth_token', 'old');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeItem('auth_token', 'new')).not.toThrow();
    // The stale value must not shadow the one just written.
    expect(readItem('auth_token')).toBe('new');
  });

  it('works when localStorage is missing or its getter throws', () => {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
    expect(globalThis.localStorage).toBeUndefined();
    expect(readItem('k')).toBeNull();
    writeItem('k', '1');
    expect(readItem('k')).toBe('1');

    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => globalThis.localStorage).toThrow();
    expect(readItem('k')).toBe('1');
    expect(() => removeItem('k')).not.toThrow();
    expect(readItem('k')).toBeNull();
  });

  it('readJson returns null for corrupt JSON and the value otherwise', () => {
    localStorage.setItem('k', '{not json');
    expect(readJson('k')).toBeNull();
    localStorage.setItem('k', '{"a":[1]}');
    expect(readJson('k')).toEqual({ a: [1] });
    expect(readJson('missing')).toBeNull();
  });
});
