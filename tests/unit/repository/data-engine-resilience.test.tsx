import { act, waitFor } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as QueryCacheStore from '@/storage/query-cache-store';

type QueryCacheStoreModule = typeof QueryCacheStore;
import {
  deferred,
  fakeApi,
  json,
  persistedCache,
  renderWithEngine,
  setOnline,
  setPageVisible,
  startFreshApp,
  storeSignIn,
  waitForOutbox,
  waitForPersisted,
  type App,
  startEachTestSignedIn,
} from './engine-harness';

const newReferral = {
  recipient: { id: '8', name: 'Bob Shah' },
  description: 'Needs a CA',
  status: 'pending' as const,
};

startEachTestSignedIn();

afterEach(() => {
  vi.doUnmock('@/storage/query-cache-store');
});

const renderReferrals = (app: App) =>
  renderWithEngine(app, () => ({
    create: app.writes.useWrite('createReferral'),
    given: app.reads.useReferralsGiven(),
  }));

async function queueReferralOffline() {
  const api = fakeApi();
  api.on('GET', '/referrals', json([]));
  const app = await startFreshApp();
  const view = renderReferrals(app);
  await waitFor(() => expect(view.result.current.given.data).toBeDefined());
  setOnline(false);
  await act(async () => {
    await view.result.current.create(newReferral);
  });
  await waitForOutbox((records) => records.length === 1);
  view.unmount();
}

describe('data engine resilience', () => {
  it('a restore slower than the paint timeout never holds back or loses a queued write', async () => {
    await queueReferralOffline();
    // The store answers only when the test says so: slower than the paint timeout (1.5 s).
    const storeAnswers = deferred<void>();
    vi.doMock('@/storage/query-cache-store', async (importOriginal) => {
      const real = await importOriginal<QueryCacheStoreModule>();
      const slowRead = (key: string) =>
        storeAnswers.promise.then(() => real.queryCacheStorage.getItem(key));
      return { ...real, queryCacheStorage: { ...real.queryCacheStorage, getItem: slowRead } };
    });
    const api = fakeApi();
    api.on('GET', '/referrals', json([{ id: 1, description: 'From the network' }]));
    api.on('POST', '/referrals', json({}, 201));
    const app = await startFreshApp(); // the page that queued it is closed first
    setOnline(true);
    const view = renderReferrals(app);
    // The screen does not wait for the slow store: the network answer shows (after the paint
    // timeout, long after an outbox started with the engine would have sent the write)...
    await waitFor(() => expect(view.result.current.given.data?.items).toHaveLength(1));
    // ...but the write is not sent while the store has not answered.
    expect(api.to('POST', '/referrals')).toHaveLength(0);
    // Once the store answers, the engine starts its outbox and the write goes, once.
    storeAnswers.resolve();
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1), { timeout: 3000 });
  }, 10_000);

  it('a cache older than a week drops its lists; the queued write, kept apart, is still sent', async () => {
    await queueReferralOffline();
    const stored = (await persistedCache('5'))!;
    stored.timestamp -= 8 * 24 * 60 * 60 * 1000;
    await set(
      'query-cache:5',
      JSON.stringify(stored),
      createStore('member-portal-cache', 'clients'),
    );
    setOnline(true);
    const api = fakeApi();
    api.on('POST', '/referrals', json({}, 201));
    const app = await startFreshApp();
    renderReferrals(app);
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
  });

  it('a queued write is never sent with another member’s token, and waits for its own member', async () => {
    await queueReferralOffline();
    const api = fakeApi();
    api.on('GET', '/referrals', json([]));
    api.on('POST', '/referrals', json({}, 201));
    const app = await startFreshApp(); // member 5's engine, restored while still offline
    const view = renderReferrals(app);
    await waitFor(() =>
      expect(view.result.current.given.data?.items[0]?.pending?.state).toBe('queued'),
    );
    storeSignIn(6); // another tab signed member 6 in, behind this tab's back
    setOnline(true);
    setPageVisible(true);
    // Member 5 signs in again (in that other tab): now, and only now, the write goes.
    storeSignIn(5);
    setPageVisible(true);
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    expect(api.to('POST', '/referrals').map((call) => call.authorization)).toEqual([
      'Bearer token-5',
    ]);
  });

  it('a save still throttled when the member signs out never lands', async () => {
    const api = fakeApi();
    api.on('GET', '/online_sessions', json([{ id: 1, topic: 'Mine', mode: 'online' }]));
    const app = await startFreshApp();
    await app.engine.activeEngine()?.restored;
    const view = renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
    // A list's first data is saved at once; a change to it waits for the throttle (500 ms).
    await waitForPersisted('5', (cache) => cache.clientState.queries.length === 1);
    const changed = deferred<Response>();
    api.on('GET', '/online_sessions', () => changed.promise);
    const refetched = app.engine.activeEngine()?.queryClient.refetchQueries();
    await waitFor(() => expect(api.to('GET', '/online_sessions')).toHaveLength(2));
    // From here the throttle runs on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    changed.resolve(json([1, 2].map((id) => ({ id, topic: `Mine ${id}`, mode: 'online' }))));
    await refetched;
    // The change is in memory; its save is still pending when the member leaves.
    expect(JSON.stringify(await persistedCache('5'))).not.toContain('Mine 2');
    await app.auth.signOut();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    expect(await persistedCache('5')).toBeNull();
  });
});
