import { waitFor } from '@testing-library/react';
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
  startFreshApp,
  waitForPersisted,
  startEachTestSignedIn,
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
  const view = renderWithEngine(app, () => app.reads.useOnlineSessions());
  await waitFor(() => expect(view.result.current.data?.items[0]?.topic).toBe(topic));
  await waitForPersisted('5', (cache) => cache.clientState.queries.length > 0);
  view.unmount();
}

describe('data engine reads', () => {
  it('paints the persisted cache before the network answers, then the network data', async () => {
    await persistSessions('Cached pitch');

    const api = fakeApi();
    const network = deferred<Response>();
    api.on('GET', '/online_sessions', () => network.promise);
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.reads.useOnlineSessions());

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
      sessions: app.reads.useOnlineSessions(),
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
      sessions: app.reads.useOnlineSessions(),
      updatedAt: app.lastUpdated.useLastUpdated(),
    }));
    await waitFor(() => expect(view.result.current.sessions.data?.items[0]?.topic).toBe('Newest'));
    const fetchedAt = view.result.current.updatedAt;

    api.on(
      'GET',
      '/online_sessions',
      json([session(1, 'Old copy')], 200, { 'x-sw-cached-at': '1000' }),
    );
    setPageVisible(false);
    setPageVisible(true); // back to the page: a refetch, answered by the worker's old copy
    await waitFor(() => expect(api.to('GET', '/online_sessions')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.result.current.sessions.data?.items[0]?.topic).toBe('Newest');
    expect(view.result.current.updatedAt).toBe(fetchedAt);
  });

  it('polls referrals every 5 s, pauses while hidden or offline, refetches at once on return', async () => {
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toBe(2);
    setPageVisible(true);
    await eventually(() => expect(sent()).toBe(3));

    setOnline(false);
    vi.advanceTimersByTime(15_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toBe(3);
    setOnline(true);
    await eventually(() => expect(sent()).toBe(4));
    vi.advanceTimersByTime(5_000);
    await eventually(() => expect(sent()).toBe(5));
  });

  it('a poll answering the same data re-renders nothing and writes nothing', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals', json([{ id: 1, description: 'Same', status: 'pending' }]));
    const app = await startFreshApp();
    await app.engine.activeEngine()?.restored;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let renders = 0;
    const view = renderWithEngine(app, () => {
      renders += 1;
      return app.reads.useReferralsGiven({ live: true });
    });
    await eventually(() => expect(view.result.current.data?.items).toHaveLength(1));
    await eventually(async () => {
      expect((await persistedCache('5'))?.clientState.queries).toHaveLength(1);
    });
    const rendersBefore = renders;
    const savedBefore = (await persistedCache('5'))?.timestamp;

    for (const polls of [2, 3, 4]) {
      vi.advanceTimersByTime(5_000);
      await eventually(() => expect(api.to('GET', '/referrals')).toHaveLength(polls));
    }
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the save throttle
    expect(renders).toBe(rendersBefore);
    expect((await persistedCache('5'))?.timestamp).toBe(savedBefore);
  });

  it('a failed first load reports its error; a failed refresh behind data stays silent', async () => {
    const api = fakeApi();
    api.on('GET', '/user_meetings', json({ message: 'Meetings are down' }, 404));
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.reads.useMeetings());
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.result.current.error).toBeNull();
    expect(view.result.current.data?.items).toHaveLength(1);
  });
});
