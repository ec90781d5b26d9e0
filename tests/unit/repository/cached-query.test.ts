import { describe, expect, it, vi } from 'vitest';
import { CachedQuery } from '@/repository/cached-query';
import { forgetAllQueries, getCachedQuery } from '@/repository/query-registry';
import { clearAllSnapshots, readSnapshot, writeSnapshot } from '@/storage/snapshot-store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('CachedQuery (cache then network)', () => {
  it('shows the saved snapshot at once, marked stale, then the network answer', async () => {
    await clearAllSnapshots();
    await writeSnapshot('user-1', 'sessions', ['cached'], 1000);
    const network = deferred<string[]>();
    const query = new CachedQuery({
      userKey: 'user-1',
      resource: 'sessions',
      load: () => network.promise,
      now: () => 5000,
    });

    expect(query.getState()).toMatchObject({ data: null, loading: true });
    void query.start();
    await vi.waitFor(() => expect(query.getState().data).toEqual(['cached']));
    expect(query.getState()).toMatchObject({ stale: true, loading: false, updatedAt: 1000 });

    network.resolve(['fresh']);
    await vi.waitFor(() => expect(query.getState().data).toEqual(['fresh']));
    expect(query.getState()).toMatchObject({ stale: false, updatedAt: 5000, error: null });
    await vi.waitFor(async () =>
      expect(await readSnapshot('user-1', 'sessions')).toEqual({
        data: ['fresh'],
        updatedAt: 5000,
      }),
    );
  });

  it('keeps showing cached data with the error when the network fails (offline)', async () => {
    await clearAllSnapshots();
    await writeSnapshot('user-2', 'meetings', ['saved'], 10);
    const failure = new Error('offline');
    const query = new CachedQuery({
      userKey: 'user-2',
      resource: 'meetings',
      load: () => Promise.reject(failure),
    });
    await query.start();
    expect(query.getState()).toMatchObject({
      data: ['saved'],
      error: failure,
      stale: true,
      loading: false,
    });
  });

  it('reports a failure with no data when nothing was cached', async () => {
    await clearAllSnapshots();
    const query = new CachedQuery({
      userKey: 'user-3',
      resource: 'sessions',
      load: () => Promise.reject(new Error('500')),
    });
    await query.start();
    expect(query.getState()).toMatchObject({ data: null, loading: false, stale: false });
    expect(query.getState().error).toBeInstanceOf(Error);
  });

  it('keeps background (polling) failures silent but reports foreground ones', async () => {
    await clearAllSnapshots();
    const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1);
    const query = new CachedQuery({ userKey: 'u', resource: 'referrals', load });
    await query.start();

    load.mockRejectedValueOnce(new Error('blip'));
    await query.refresh({ background: true });
    expect(query.getState()).toMatchObject({ data: 1, error: null, stale: true });

    load.mockRejectedValueOnce(new Error('down'));
    await query.refresh();
    expect(query.getState().error).toEqual(new Error('down'));
  });

  it('never shows one member the snapshot of another', async () => {
    await clearAllSnapshots();
    await writeSnapshot('alice', 'referrals', ['alice-data'], 1);
    const never = () => new Promise<string[]>(() => {});
    const bob = new CachedQuery({ userKey: 'bob', resource: 'referrals', load: never });
    const alice = new CachedQuery({ userKey: 'alice', resource: 'referrals', load: never });
    void bob.start();
    void alice.start();
    // Bob's read was issued first, so once Alice sees her snapshot his read has answered too.
    await vi.waitFor(() => expect(alice.getState().data).toEqual(['alice-data']));
    await flush();
    expect(bob.getState()).toMatchObject({ data: null, loading: true, updatedAt: null });
  });

  it('applies local writes to the shown data and the snapshot', async () => {
    await clearAllSnapshots();
    const query = new CachedQuery({
      userKey: 'u',
      resource: 'list',
      load: () => Promise.resolve(['a']),
      now: () => 42,
    });
    await query.start();
    const seen: Array<string[] | null> = [];
    query.subscribe(() => seen.push(query.getState().data));
    query.update((current) => [...(current ?? []), 'b']);
    expect(seen).toEqual([['a', 'b']]);
    await vi.waitFor(async () =>
      expect(await readSnapshot('u', 'list')).toEqual({ data: ['a', 'b'], updatedAt: 42 }),
    );
  });

  it('shares one request between simultaneous refreshes', async () => {
    await clearAllSnapshots();
    const load = vi.fn(() => Promise.resolve('x'));
    const query = new CachedQuery({ userKey: 'u', resource: 'once', load });
    await query.start();
    await Promise.all([query.refresh(), query.refresh(), query.refresh()]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a network answer that arrives after dispose: no state change, no snapshot', async () => {
    await clearAllSnapshots();
    const network = deferred<string[]>();
    const load = vi.fn(() => network.promise);
    const query = new CachedQuery({ userKey: 'u', resource: 'late', load });
    const listener = vi.fn();
    query.subscribe(listener);
    void query.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const before = query.getState();

    query.dispose();
    network.resolve(['late']);
    await flush();
    await flush();

    expect(query.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(await readSnapshot('u', 'late')).toBeNull();
  });

  it('ignores a failure that arrives after dispose, and does nothing once disposed', async () => {
    await clearAllSnapshots();
    const network = deferred<string[]>();
    const load = vi.fn(() => network.promise);
    const query = new CachedQuery({ userKey: 'u', resource: 'gone', load });
    void query.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const before = query.getState();

    query.dispose();
    network.reject(new Error('offline'));
    await query.refresh();
    query.update(() => ['local']);
    await flush();

    expect(query.getState()).toBe(before);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await readSnapshot('u', 'gone')).toBeNull();
  });

  it('forgetAllQueries disposes in-flight queries, so a late answer leaves no snapshot', async () => {
    await clearAllSnapshots();
    const network = deferred<string[]>();
    const load = vi.fn(() => network.promise);
    const query = getCachedQuery({ userKey: 'carol', resource: 'sessions', load });
    void query.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    forgetAllQueries();
    await clearAllSnapshots();
    network.resolve(['carol-data']);
    await flush();
    await flush();

    expect(await readSnapshot('carol', 'sessions')).toBeNull();
    expect(query.getState().data).toBeNull();
    const fresh = getCachedQuery({ userKey: 'carol', resource: 'sessions', load });
    expect(fresh).not.toBe(query);
  });
});
