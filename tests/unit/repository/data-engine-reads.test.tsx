import { act, cleanup, waitFor } from '@testing-library/react';
import { JUST_ANSWERED_MS } from '@/repository/engine/query-client';
import { translate } from '@/ui/i18n/i18n';
import { describe, expect, it, vi } from 'vitest';
import {
  deferred,
  eventually,
  fakeApi,
  json,
  persistedCache,
  renderWithEngine,
  setOnline,
  setPageVisible,
  startEachTestSignedIn,
  startFreshApp,
  type App,
  waitForPersisted,
} from './engine-harness';

const session = (id: number, topic: string) => ({
  id,
  topic,
  instructor: 'Ravi',
  mode: 'online',
  link: 'https://meet.example.com/x',
  date: '2030-01-01T10:00:00Z',
});

startEachTestSignedIn();

/** Signs member 5 in, loads their sessions once and waits until they are on disk. */
async function persistSessions(topic: string) {
  const api = fakeApi();
  api.on('GET', '/online_sessions', json([session(1, topic)]));
  const app = await startFreshApp();
  const view = renderWithEngine(app, () => app.reads.useSessions());
  await waitFor(() => expect(view.result.current.data?.items[0]?.topic).toBe(topic));
  await waitForPersisted('5', (cache) => cache.clientState.queries.length > 0);
  view.unmount();
}

/**
 * No list of the member is being fetched. A poll or a refetch marks its list as fetching the
 * moment a timer or an event starts it, and the mark goes only once its request has been sent and
 * its answer taken in: a check made once this holds has seen whatever was started before.
 */
function nothingFetching(app: App) {
  const queries = app.engine.activeEngine()?.queryClient.getQueryCache().getAll() ?? [];
  expect(queries.filter((query) => query.state.fetchStatus !== 'idle')).toEqual([]);
}

/**
 * Retries `check` while every timer is faked. Each try first moves the fake clock by 1 ms, which
 * runs the timers due now (a query's first turn, TanStack's notifications) and lets the real event
 * loop turn (IndexedDB, fetch bodies). 2 s at most.
 */
async function onFakeClock(check: () => void | Promise<void>) {
  const started = performance.now();
  for (;;) {
    try {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
        await check();
      });
      return;
    } catch (error) {
      if (performance.now() - started > 2000) throw error;
    }
  }
}

describe('data engine reads', () => {
  it('freshness counts only the lists on screen, and a failed refresh is marked', async () => {
    const threeDaysAgo = Date.now() - 3 * 24 * 60 * 60 * 1000;
    const api = fakeApi();
    // The sessions come from the worker's copy of three days ago; members are fetched now.
    api.on(
      'GET',
      '/online_sessions',
      json([session(1, 'Old')], 200, { 'x-sw-cached-at': String(threeDaysAgo) }),
    );
    api.on('GET', '/users', json([{ id: 2, fullname: 'Priya' }]));
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => ({
      sessions: app.reads.useSessions(),
      members: app.reads.useMemberDirectory(),
      freshness: app.lastUpdated.useFreshness(),
    }));
    await waitFor(() => expect(view.result.current.members.data).toHaveLength(1));
    await waitFor(() => expect(view.result.current.freshness.lists).toHaveLength(2));
    expect(view.result.current.freshness.oldest).toBe(threeDaysAgo);
    // The network did not answer for the sessions: what shows is older than the last try.
    expect(view.result.current.freshness.refreshFailed).toBe(true);

    // Off screen, a list no longer counts.
    view.unmount();
    const membersOnly = renderWithEngine(app, () => ({
      members: app.reads.useMemberDirectory(),
      freshness: app.lastUpdated.useFreshness(),
    }));
    await waitFor(() =>
      expect(membersOnly.result.current.freshness.lists.map((l) => translate(l.label))).toEqual([
        'Members',
      ]),
    );
    expect(membersOnly.result.current.freshness.refreshFailed).toBe(false);
  });

  it(
    'a failed refresh of the accepted sessions keeps the good answer; with nothing known it means none',
    { timeout: 20_000, meta: { spec: ['a failure is tolerated as an empty list'] } },
    async () => {
      const first = fakeApi();
      first.on('GET', '/online_sessions/accepted_sessions', json({ data: [{ session_id: 7 }] }));
      const app = await startFreshApp();
      const view = renderWithEngine(app, () => app.reads.useAcceptedSessionIds());
      await waitFor(() => expect(view.result.current.data?.has('7')).toBe(true));
      await waitForPersisted('5', (cache) => cache.clientState.queries.length > 0);
      view.unmount();

      // The reload: the server now fails, every time.
      const failing = fakeApi();
      failing.on('GET', '/online_sessions/accepted_sessions', json({ message: 'boom' }, 500));
      const reloaded = await startFreshApp();
      const again = renderWithEngine(reloaded, () => reloaded.reads.useAcceptedSessionIds());
      // The first try and its two retries all fail; only then is the refresh over.
      await waitFor(
        () => expect(failing.to('GET', '/online_sessions/accepted_sessions')).toHaveLength(3),
        { timeout: 8000 },
      );
      await waitFor(() => expect(again.result.current.data?.has('7')).toBe(true));
      again.unmount();

      // A member with nothing cached: the failure reads as "none accepted", not as loading
      // (docs/architecture.md#reads-and-last-updated).
      await reloaded.engine.stopMemberEngine();
      const fresh = await startFreshApp();
      const none = renderWithEngine(fresh, () => fresh.reads.useAcceptedSessionIds());
      await waitFor(() => expect(none.result.current.data?.size).toBe(0), { timeout: 8000 });
    },
  );

  it('paints the persisted cache before the network answers, then the network data', async () => {
    await persistSessions('Cached pitch');

    const api = fakeApi();
    const network = deferred<Response>();
    api.on('GET', '/online_sessions', () => network.promise);
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.reads.useSessions());

    await waitFor(() => expect(view.result.current.data?.items[0]?.topic).toBe('Cached pitch'));
    expect(view.result.current.loading).toBe(false);
    // The refresh is on its way but has not answered: the cache did not wait for it.
    await waitFor(() => expect(api.to('GET', '/online_sessions')).toHaveLength(1));
    network.resolve(json([session(1, 'Fresh pitch')]));
    await waitFor(() => expect(view.result.current.data?.items[0]?.topic).toBe('Fresh pitch'));
  });

  it('shows a worker-cached answer with the time the worker stored it, not "now"', async () => {
    const storedAt = Date.parse('2026-11-20T09:15:00Z');
    const api = fakeApi();
    api.on(
      'GET',
      '/online_sessions',
      json([session(1, 'From the worker')], 200, { 'x-sw-cached-at': String(storedAt) }),
    );
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => ({
      sessions: app.reads.useSessions(),
      updatedAt: app.lastUpdated.useLastUpdated(),
    }));
    await waitFor(() =>
      expect(view.result.current.sessions.data?.items[0]?.topic).toBe('From the worker'),
    );
    expect(view.result.current.updatedAt).toBe(storedAt);
  });

  it('keeps newer data when the worker answers with an older copy', async () => {
    const api = fakeApi();
    api.on('GET', '/online_sessions', json([session(1, 'Newest')]));
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => ({
      sessions: app.reads.useSessions(),
      freshness: app.lastUpdated.useFreshness(),
    }));
    await waitFor(() => expect(view.result.current.sessions.data?.items[0]?.topic).toBe('Newest'));
    const fetchedAt = view.result.current.freshness.oldest;

    api.on(
      'GET',
      '/online_sessions',
      json([session(1, 'Old copy')], 200, { 'x-sw-cached-at': '1000' }),
    );
    setPageVisible(false);
    setPageVisible(true); // back to the page: a refetch, answered by the worker's old copy
    await waitFor(() => expect(api.to('GET', '/online_sessions')).toHaveLength(2));
    // The old copy has been dealt with once the list is marked as not refreshed by it.
    await waitFor(() => expect(view.result.current.freshness.refreshFailed).toBe(true));
    expect(view.result.current.sessions.data?.items[0]?.topic).toBe('Newest');
    expect(view.result.current.freshness.oldest).toBe(fetchedAt);
  });

  it('a list just answered is not asked again when one more part of the screen shows it', async () => {
    const api = fakeApi();
    api.on('GET', '/online_sessions', json([session(1, 'Pitch')]));
    const app = await startFreshApp();
    const shown = () => app.reads.useSessions().data?.items[0]?.topic;
    const first = renderWithEngine(app, shown);
    await waitFor(() => expect(first.result.current).toBe('Pitch'));
    expect(api.to('GET', '/online_sessions')).toHaveLength(1);

    // A part that mounts a moment later (live alerts, the activity card) reads the same answer.
    const second = renderWithEngine(app, shown);
    expect(second.result.current).toBe('Pitch');
    await act(async () => {});
    expect(api.to('GET', '/online_sessions')).toHaveLength(1);

    // An older answer is asked again, even with another part showing it.
    api.on('GET', '/online_sessions', json([session(1, 'Pitch, renamed')]));
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + JUST_ANSWERED_MS);
    const third = renderWithEngine(app, shown);
    await waitFor(() => expect(third.result.current).toBe('Pitch, renamed'));
    expect(api.to('GET', '/online_sessions')).toHaveLength(2);

    // The first part to show a list always asks: returning to a screen refreshes it.
    cleanup();
    api.on('GET', '/online_sessions', json([session(1, 'Pitch, moved')]));
    const back = renderWithEngine(app, shown);
    await waitFor(() => expect(back.result.current).toBe('Pitch, moved'));
    expect(api.to('GET', '/online_sessions')).toHaveLength(3);
    vi.restoreAllMocks();
  });

  it(
    'polls referrals every 5 s, pauses while hidden or offline, refetches at once on return',
    {
      meta: {
        spec: [
          'Data refreshes silently every 5 seconds.',
          'referrals poll every 5 seconds.',
          'Referral polling: every 5 seconds.',
        ],
      },
    },
    async () => {
      const api = fakeApi();
      api.on('GET', '/referrals', json([]));
      const app = await startFreshApp();
      // Faked intervals stall React's first update after an unawaited restore in this test
      // environment; the restore-while-rendering path is covered by the first test above.
      await app.engine.activeEngine()?.restored;
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const view = renderWithEngine(app, () => app.reads.useReferralsGiven({ live: true }));
      await eventually(() => expect(view.result.current.data).toBeDefined());
      const sent = () => api.to('GET', '/referrals').length;
      expect(sent()).toBe(1);

      vi.advanceTimersByTime(5_000);
      await eventually(() => expect(sent()).toBe(2));

      setPageVisible(false);
      vi.advanceTimersByTime(15_000);
      await eventually(() => nothingFetching(app));
      expect(sent()).toBe(2);
      setPageVisible(true);
      await eventually(() => expect(sent()).toBe(3));

      setOnline(false);
      vi.advanceTimersByTime(15_000);
      await eventually(() => nothingFetching(app));
      expect(sent()).toBe(3);
      setOnline(true);
      await eventually(() => expect(sent()).toBe(4));
      vi.advanceTimersByTime(5_000);
      await eventually(() => expect(sent()).toBe(5));
    },
  );

  it('a poll answering the same data re-renders nothing and writes nothing', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals', json([{ id: 1, description: 'Same', status: 'pending' }]));
    const app = await startFreshApp();
    await app.engine.activeEngine()?.restored;
    // The polls and the save throttle (500 ms) run on a fake clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let renders = 0;
    const view = renderWithEngine(app, () => {
      renders += 1;
      return app.reads.useReferralsGiven({ live: true });
    });
    await onFakeClock(() => expect(view.result.current.data?.items).toHaveLength(1));
    await onFakeClock(async () => {
      expect((await persistedCache('5'))?.clientState.queries).toHaveLength(1);
    });
    const rendersBefore = renders;
    const savedBefore = (await persistedCache('5'))?.timestamp;

    for (const polls of [2, 3, 4]) {
      vi.advanceTimersByTime(5_000);
      await onFakeClock(() => {
        expect(api.to('GET', '/referrals')).toHaveLength(polls);
        nothingFetching(app);
      });
    }
    // Past the save throttle: a save a poll scheduled, and a render it caused, happen now.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(renders).toBe(rendersBefore);
    expect((await persistedCache('5'))?.timestamp).toBe(savedBefore);
  });

  it(
    'a failed first load reports its error; a failed refresh behind data stays silent',
    { meta: { spec: ['Background refresh failures are silent.'] } },
    async () => {
      const api = fakeApi();
      api.on('GET', '/user_meetings', json({ message: 'Meetings are down' }, 404));
      const app = await startFreshApp();
      const view = renderWithEngine(app, () => ({
        ...app.reads.useMeetings(),
        refreshFailed: app.lastUpdated.useFreshness().refreshFailed,
      }));
      await waitFor(() => expect(view.result.current.error).toMatchObject({ status: 404 }));
      expect(view.result.current.data).toBeUndefined();

      api.on('GET', '/user_meetings', json([{ id: 3, title: 'Weekly' }]));
      setPageVisible(false);
      setPageVisible(true);
      await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
      api.on('GET', '/user_meetings', json({ message: 'down again' }, 404));
      setPageVisible(false);
      setPageVisible(true);
      await waitFor(() => expect(api.to('GET', '/user_meetings')).toHaveLength(3));
      // The failed refresh has been taken in once the list is marked as not refreshed.
      await waitFor(() => expect(view.result.current.refreshFailed).toBe(true));
      expect(view.result.current.error).toBeNull();
      expect(view.result.current.data?.items).toHaveLength(1);
    },
  );
});
