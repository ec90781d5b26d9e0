import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubHungStorage } from './hung-storage-stubs';

beforeEach(() => {
  vi.resetModules();
  stubHungStorage();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth storage when IndexedDB and Cache Storage never answer', () => {
  it('sign-out removes the sign-in at once and the cleanup settles after its timeout', async () => {
    const storage = await import('@/storage/auth-storage');
    vi.useFakeTimers();
    storage.saveLogin({ token: 'tok-1', user: { id: 7 } }, 'tok-1');

    storage.markSignedOut();
    expect(storage.readAuthToken()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_response')).toBeNull();

    let settled = false;
    const cleanup = storage.clearSignedOutLeftovers().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(storage.STORAGE_CLEANUP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await cleanup;
  });
});
