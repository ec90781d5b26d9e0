import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubHungStorage } from '../storage/hung-storage-stubs';

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const loginAnswer = (id: number) =>
  new Response(JSON.stringify({ token: `t${id}`, user: { id } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.resetModules();
  stubHungStorage();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth repository when IndexedDB and Cache Storage never answer', () => {
  it('logout still removes the session at once and always settles', async () => {
    const auth = await import('@/repository/auth-repository');
    const { STORAGE_CLEANUP_TIMEOUT_MS } = await import('@/storage/auth-storage');
    fetchMock.mockResolvedValueOnce(loginAnswer(1));
    vi.useFakeTimers();
    const login = auth.signIn({ email: 'a@example.com', password: 'pw', remember: false });
    await vi.advanceTimersByTimeAsync(STORAGE_CLEANUP_TIMEOUT_MS);
    await login;
    expect(auth.hasSession()).toBe(true);

    let settled = false;
    const cleanup = auth.signOut().then(() => {
      settled = true;
    });
    expect(auth.hasSession()).toBe(false);
    expect(localStorage.getItem('auth_response')).toBeNull();
    await vi.advanceTimersByTimeAsync(STORAGE_CLEANUP_TIMEOUT_MS);
    expect(settled).toBe(true);
    await cleanup;
  });

  it('a different member can still log in', async () => {
    const auth = await import('@/repository/auth-repository');
    const { STORAGE_CLEANUP_TIMEOUT_MS } = await import('@/storage/auth-storage');
    localStorage.setItem('auth_token', 't1');
    localStorage.setItem('auth_response', JSON.stringify({ token: 't1', user: { id: 1 } }));
    fetchMock.mockResolvedValueOnce(loginAnswer(2));
    vi.useFakeTimers();

    let signedIn = false;
    const login = auth
      .signIn({ email: 'b@example.com', password: 'pw', remember: false })
      .then(() => {
        signedIn = true;
      });
    await vi.advanceTimersByTimeAsync(STORAGE_CLEANUP_TIMEOUT_MS);
    expect(signedIn).toBe(true);
    await login;
    expect(auth.currentUserKey()).toBe('2');
  });
});
