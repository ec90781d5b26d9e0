import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReferralNews } from '@/domain/referral-news';
import type { StartCandidate } from '@/domain/start-alerts';
import {
  deferred,
  eventually,
  fakeApi,
  json,
  renderWithEngine,
  setPageVisible,
  startEachTestSignedIn,
  startFreshApp,
  type App,
} from './engine-harness';

// Live alerts in the repository (docs/behaviour.md#live-alerts): news between polls, the 'New'
// marks, the hidden page's minute poll and "Starting now" once per device.

startEachTestSignedIn();

const referral = (id: number, sender: string, status = 'pending') => ({
  id,
  description: `Referral ${id}`,
  status,
  user: { id: 100 + id, fullname: sender },
});

/**
 * No list of the member is being fetched. A poll marks its list as fetching the moment a timer or
 * an event starts it, and the mark goes only once its request has been sent and its answer taken
 * in: a check made once this holds has seen whatever was started before.
 */
function nothingFetching(app: App) {
  const queries = app.engine.activeEngine()?.queryClient.getQueryCache().getAll() ?? [];
  expect(queries.filter((query) => query.state.fetchStatus !== 'idle')).toEqual([]);
}

async function liveAlertsOf(app: Awaited<ReturnType<typeof startFreshApp>>) {
  return {
    news: await import('@/repository/live-alerts/use-referral-news'),
    seen: await import('@/repository/live-alerts/seen-referrals'),
    starts: await import('@/repository/live-alerts/use-start-alerts'),
    polling: await import('@/repository/live-alerts/background-polling'),
    refetch: () => app.engine.activeEngine()?.queryClient.refetchQueries(),
  };
}

describe('referral news', () => {
  it('tells once about a referral that arrives; the first answer and a same answer tell nothing', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([referral(1, 'Priya Nair')]));
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    const told: ReferralNews[][] = [];
    const view = renderWithEngine(app, () => {
      live.news.useReferralNews((news) => told.push(news));
      return app.reads.useReferralsReceived({ live: true });
    });
    await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
    await act(() => live.refetch());
    expect(told).toEqual([]);

    api.on(
      'GET',
      '/referrals/received_referrals',
      json([referral(2, 'Arjun Reddy'), referral(1, 'Priya Nair')]),
    );
    await act(() => live.refetch());
    await act(() => live.refetch());
    expect(told).toEqual([[{ kind: 'received', id: '2', from: 'Arjun Reddy' }]]);
  });

  it('a watch that starts after the first answer (it loads after the first paint) still tells', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([referral(1, 'Priya Nair')]));
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    const told: ReferralNews[][] = [];
    const view = renderWithEngine(app, () => app.reads.useReferralsReceived());
    await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
    renderWithEngine(app, () => live.news.useReferralNews((news) => told.push(news)));
    api.on(
      'GET',
      '/referrals/received_referrals',
      json([referral(2, 'Arjun Reddy'), referral(1, 'Priya Nair')]),
    );
    await act(() => live.refetch());
    expect(told).toEqual([[{ kind: 'received', id: '2', from: 'Arjun Reddy' }]]);
  });

  it('an answer that arrives after a sign-out tells nothing', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([]));
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    const told: ReferralNews[][] = [];
    const view = renderWithEngine(app, () => {
      live.news.useReferralNews((news) => told.push(news));
      return app.reads.useReferralsReceived();
    });
    await waitFor(() => expect(view.result.current.data).toBeDefined());
    const late = deferred<Response>();
    api.on('GET', '/referrals/received_referrals', () => late.promise);
    const polled = live.refetch();
    localStorage.removeItem('auth_token'); // signed out while the answer is on its way
    late.resolve(json([referral(9, 'Priya Nair')]));
    await act(async () => {
      await polled;
    });
    expect(told).toEqual([]);
  });
});

describe("'New' marks", () => {
  it('the first answer on a device is taken as seen; what comes later is marked until on screen', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([referral(1, 'Priya Nair')]));
    api.on(
      'GET',
      '/referrals',
      json([{ ...referral(5, 'Me'), referred_to: { fullname: 'Arjun' } }]),
    );
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    const view = renderWithEngine(app, () => {
      live.seen.useSeenBaseline();
      app.reads.useReferralsReceived();
      app.reads.useReferralsGiven();
      return { marks: live.seen.useReferralMarks(), markSeen: live.seen.useMarkSeen() };
    });
    await waitFor(() => expect(localStorage.getItem(seenKeyOf())).toContain('"received":["1"]'));
    expect(view.result.current.marks.received.size).toBe(0);

    api.on(
      'GET',
      '/referrals/received_referrals',
      json([referral(2, 'Arjun Reddy'), referral(1, 'Priya Nair')]),
    );
    api.on(
      'GET',
      '/referrals',
      json([{ ...referral(5, 'Me', 'done'), referred_to: { fullname: 'Arjun' } }]),
    );
    await act(() => live.refetch());
    await waitFor(() => expect([...view.result.current.marks.received]).toEqual(['2']));
    expect([...view.result.current.marks.sent]).toEqual(['5']);

    act(() => view.result.current.markSeen.received(['2']));
    act(() => view.result.current.markSeen.sent([{ id: '5', status: 'done' }]));
    expect(view.result.current.marks.received.size).toBe(0);
    expect(view.result.current.marks.sent.size).toBe(0);

    // Polls that bring nothing new write nothing.
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await act(() => live.refetch());
    await act(() => live.refetch());
    expect(writes.mock.calls.filter(([key]) => key.startsWith('referrals_seen_'))).toEqual([]);
  });
});

describe('polling cost', () => {
  it('an identical poll re-renders nothing that shows marks or counts', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([referral(1, 'Priya Nair')]));
    api.on('GET', '/referrals', json([]));
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    let renders = 0;
    const view = renderWithEngine(app, () => {
      renders += 1;
      live.seen.useSeenBaseline();
      live.news.useReferralNews(() => undefined);
      app.reads.useReferralsGiven({ live: true });
      app.reads.useReferralsReceived({ live: true });
      return live.seen.useUnseenReceivedCount();
    });
    await waitFor(() => expect(localStorage.getItem(seenKeyOf())).toContain('"received":["1"]'));
    await waitFor(() => expect(localStorage.getItem(seenKeyOf())).toContain('"sent":{}'));
    const before = renders;
    for (let poll = 0; poll < 3; poll += 1) await act(() => live.refetch());
    expect(renders).toBe(before);
    expect(view.result.current).toBe(0);
  });
});

/** The one key the seen record is stored under: a hash of the member, never an email. */
function seenKeyOf(): string {
  const key = Object.keys(localStorage).find((name) => name.startsWith('referrals_seen_'));
  return key ?? 'referrals_seen_?';
}

describe('the hidden page with Alerts on', () => {
  it('polls the referral lists every minute while hidden, and not at all with Alerts off', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals', json([]));
    api.on('GET', '/referrals/received_referrals', json([]));
    const app = await startFreshApp();
    await app.engine.activeEngine()?.restored;
    const live = await liveAlertsOf(app);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let alertsOn = false;
    const view = renderWithEngine(app, () => live.polling.useBackgroundReferralPolling(alertsOn));
    const polls = () => api.to('GET', '/referrals/received_referrals').length;

    setPageVisible(false);
    vi.advanceTimersByTime(120_000);
    await eventually(() => nothingFetching(app));
    expect(polls()).toBe(0);

    alertsOn = true;
    view.rerender();
    await eventually(() => expect(polls()).toBe(1)); // at once on hiding with Alerts on
    vi.advanceTimersByTime(60_000);
    await eventually(() => expect(polls()).toBe(2));
    vi.advanceTimersByTime(60_000);
    await eventually(() => expect(polls()).toBe(3));
    expect(api.to('GET', '/referrals')).toHaveLength(3);
  });
});

describe('"Starting now"', () => {
  it('alerts an accepted session and a meeting in their window once, not again after a reload', async () => {
    const soon = new Date(Date.now() + 2 * 60_000).toISOString();
    const api = fakeApi();
    api.on(
      'GET',
      '/online_sessions',
      json([
        {
          id: 1,
          topic: 'Accepted one',
          mode: 'online',
          link: 'https://meet.example.com/1',
          date: soon,
        },
        {
          id: 2,
          topic: 'Not accepted',
          mode: 'online',
          link: 'https://meet.example.com/2',
          date: soon,
        },
      ]),
    );
    api.on('GET', '/online_sessions/accepted_sessions', json([{ online_session_id: 1 }]));
    api.on(
      'GET',
      '/user_meetings',
      json([{ id: 3, title: 'Chapter meeting', link: 'javascript:x', date: soon }]),
    );

    const alerted: StartCandidate[] = [];
    const open = async () => {
      const app = await startFreshApp();
      const live = await liveAlertsOf(app);
      const view = renderWithEngine(app, () => {
        live.starts.useStartAlerts((items) => {
          alerted.push(...items);
          return 'shown';
        });
        app.reads.useSessions();
        app.reads.useMeetings();
        return app.reads.useAcceptedSessionIds();
      });
      return { app, view };
    };
    const first = await open();
    await waitFor(() =>
      expect(alerted.map((item) => item.title).sort()).toEqual(['Accepted one', 'Chapter meeting']),
    );
    // The meeting's link is not http(s): the alert offers no Join for it.
    expect(alerted.find((item) => item.kind === 'meeting')?.link).toBeNull();
    first.view.unmount();

    const again = await open();
    // The reload has had every chance to alert: at its start, and as each list's refresh arrived.
    await waitFor(() => {
      for (const path of [
        '/online_sessions',
        '/online_sessions/accepted_sessions',
        '/user_meetings',
      ])
        expect(api.to('GET', path)).toHaveLength(2);
      nothingFetching(again.app);
    });
    expect(again.view.result.current.data?.has('1')).toBe(true);
    expect(alerted).toHaveLength(2);
  });
  it('an alert the app holds is not recorded: it is offered again, and recorded once shown', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const api = fakeApi();
    api.on('GET', '/online_sessions', json([]));
    api.on('GET', '/online_sessions/accepted_sessions', json([]));
    api.on(
      'GET',
      '/user_meetings',
      json([{ id: 3, title: 'Chapter meeting', link: 'https://meet.example.com/3', date: soon }]),
    );
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    const offered: string[][] = [];
    let outcome: 'shown' | 'held' = 'held';
    const view = renderWithEngine(app, () => {
      app.reads.useMeetings();
      return live.starts.useStartAlerts((items) => {
        offered.push(items.map((item) => item.title));
        return outcome;
      });
    });
    await waitFor(() => expect(offered).toEqual([['Chapter meeting']]));
    // Held: nothing is recorded, so neither a reload nor another tab takes it as shown.
    expect(shownRecord()).toBeUndefined();

    act(() => view.result.current());
    expect(offered).toHaveLength(2);
    outcome = 'shown';
    act(() => view.result.current());
    expect(offered).toHaveLength(3);
    expect(Object.keys(JSON.parse(shownRecord() ?? '{}'))).toEqual(['meeting:3']);
    // Shown: a recheck has nothing held, and nothing is due any more.
    act(() => view.result.current());
    await act(() => live.refetch());
    expect(offered).toHaveLength(3);
  });

  it('a held alert another tab has shown is not offered again', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const api = fakeApi();
    api.on('GET', '/online_sessions', json([]));
    api.on('GET', '/online_sessions/accepted_sessions', json([]));
    api.on('GET', '/user_meetings', json([{ id: 3, title: 'Chapter meeting', date: soon }]));
    const app = await startFreshApp();
    const live = await liveAlertsOf(app);
    let offered = 0;
    const view = renderWithEngine(app, () => {
      app.reads.useMeetings();
      return live.starts.useStartAlerts(() => {
        offered += 1;
        return 'held';
      });
    });
    await waitFor(() => expect(offered).toBe(1));
    // The other tab shows it, and records it as this device's.
    const { signedInMemberTag } = await import('@/repository/live-alerts/member-tag');
    localStorage.setItem(
      `start_alerts_${signedInMemberTag()}`,
      JSON.stringify({ 'meeting:3': Date.now() }),
    );
    act(() => view.result.current());
    expect(offered).toBe(1);
  });
});

/** The stored record of the alerts shown, if any. */
function shownRecord(): string | undefined {
  const key = Object.keys(localStorage).find((name) => name.startsWith('start_alerts_'));
  return key === undefined ? undefined : (localStorage.getItem(key) ?? undefined);
}
