import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAllQueries } from '@/repository/query-registry';
import { useCachedQuery } from '@/repository/use-cached-query';
import { saveLogin } from '@/storage/auth-storage';
import { clearAllSnapshots, writeSnapshot } from '@/storage/snapshot-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

beforeEach(async () => {
  forgetAllQueries();
  await clearAllSnapshots();
  // The hook reads whose data it is from the stored login.
  saveLogin({ token: 'tok-1', user: { id: 1 } }, 'tok-1');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCachedQuery', () => {
  it('shows the saved snapshot first, then the network answer', async () => {
    await writeSnapshot('1', 'sessions', ['cached'], 1000);
    const network = deferred<string[]>();
    const load = vi.fn(() => network.promise);

    const { result } = renderHook(() => useCachedQuery('sessions', load));
    expect(result.current).toMatchObject({ data: null, loading: true });

    await waitFor(() => expect(result.current.data).toEqual(['cached']));
    expect(result.current).toMatchObject({ stale: true, loading: false, updatedAt: 1000 });

    await act(async () => network.resolve(['fresh']));
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(result.current).toMatchObject({ stale: false, loading: false, error: null });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('polls with pollMs and stops polling once unmounted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer = 0;
    const load = vi.fn(() => Promise.resolve((answer += 1)));

    const { result, unmount } = renderHook(() =>
      useCachedQuery('meetings', load, { pollMs: 1000 }),
    );
    await vi.waitFor(() => expect(result.current.data).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(result.current.data).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(result.current.data).toBe(3));
    expect(load).toHaveBeenCalledTimes(3);

    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not poll without pollMs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const load = vi.fn(() => Promise.resolve('once'));
    const { result } = renderHook(() => useCachedQuery('referrals', load));
    await vi.waitFor(() => expect(result.current.data).toBe('once'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refresh() loads again and reports the answer', async () => {
    let answer = 0;
    const load = vi.fn(() => Promise.resolve((answer += 1)));
    const { result } = renderHook(() => useCachedQuery('counters', load));
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => result.current.refresh());
    expect(result.current.data).toBe(2);
  });
});
