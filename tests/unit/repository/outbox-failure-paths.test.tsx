/**
 * The outbox's failure paths (docs/architecture.md#queued-writes): never drop a write on a guess,
 * never spin, a 401 that refuses one write, a Retry that revives, a sending tab that goes away,
 * and waits a clock change cannot stretch. Each test here failed on the outbox before these rules.
 */
import { configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  fakeApi,
  json,
  setOnline,
  startEachTestSignedIn,
  waitForOutbox,
} from './engine-harness';
import { openTab, quietLists, referral, run, session } from './outbox-tabs';

startEachTestSignedIn();
// Each check waits on a condition; on a busy two-core machine a replay can take seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;
const STILL_WORKING = 'A request with this Idempotency-Key is still being processed; retry later';

describe('outbox failure paths', () => {
  it('a referral with the same words as one already in Sent is sent again after a dropped try, never dropped as done', async () => {
    const api = fakeApi();
    quietLists(api);
    // Sent already holds an earlier lead to Bob in the same words, made a minute ago elsewhere.
    const earlier = {
      id: 100,
      description: 'Needs a CA for GST filing',
      created_at: new Date(Date.now() - 60_000).toISOString(),
      referred_to: { id: 8, fullname: 'Bob Shah' },
    };
    api.on('GET', '/referrals', json([earlier]));
    let tries = 0;
    api.on('POST', '/referrals', () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({}, 201);
    });
    const { tab } = await openTab();
    await waitFor(() => expect(tab.result.current.given.data?.items).toHaveLength(1));
    expect(
      await run(() => tab.result.current.refer(referral('Needs a CA for GST filing'))),
    ).toEqual({ status: 'queued' });
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(2), { timeout: 5_000 });
    const [first, second] = api.to('POST', '/referrals');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    await waitForOutbox((records) => records.length === 0);
  });

  it('a due write held behind an older write of its item in backoff does not spin the replay', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'pending' }]));
    const inFlight = deferred<Response>();
    let puts = 0;
    api.on('PUT', '/referrals/4', () => {
      puts += 1;
      if (puts === 1) return inFlight.promise;
      return json({}, 200);
    });
    const { tab } = await openTab();
    const changes = [tab.result.current.change({ referralId: '4', status: 'in process' })];
    await waitFor(() => expect(puts).toBe(1));
    // A newer choice while the first is on its way: both stay, in order.
    changes.push(tab.result.current.change({ referralId: '4', status: 'done' }));
    await waitForOutbox((records) => records.length === 2);
    const lockRequests = vi.spyOn(navigator.locks, 'request');
    // The server is still working on the first key and asks to wait 2 s.
    inFlight.resolve(json({ message: STILL_WORKING }, 503, { 'Retry-After': '2' }));
    await waitFor(() => expect(puts).toBeGreaterThanOrEqual(2), { timeout: 6_000 });
    // While the first waited out its 2 s, the replay woke a few times at most (it spun hundreds).
    expect(lockRequests.mock.calls.length).toBeLessThan(10);
    await waitFor(() => expect(puts).toBe(3), { timeout: 4_000 });
    expect(api.to('PUT', '/referrals/4').map((call) => call.body)).toEqual([
      { status: 'in process' },
      { status: 'in process' },
      { status: 'done' },
    ]);
    await run(() => Promise.all(changes));
  });

  it('a 401 to a write while the sign-in still works refuses that write only: kept as failed, the member stays signed in', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('PUT', '/referrals/4', json({ message: 'Not allowed' }, 401));
    const { app, tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.change({ referralId: '4', status: 'done' }));
    setOnline(true);
    await waitFor(() =>
      expect(tab.result.current.waiting).toEqual([
        expect.objectContaining({ state: 'failed', failure: 'Not allowed' }),
      ]),
    );
    expect(app.auth.isSignedIn()).toBe(true);
    // Signing in again would not replay it: it waits for Retry or Dismiss.
    expect(api.to('PUT', '/referrals/4')).toHaveLength(1);
  });

  it('Retry sends a write that had expired, instead of expiring it again', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/online_sessions/12/send_invite', json({}, 200));
    const { app, tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.accept(session('12', Date.now() + 30 * DAY)));
    // Eight days pass on both clocks before the network is back.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 8 * DAY);
    setOnline(true);
    await waitForOutbox((records) => records[0]?.state === 'failed');
    expect(api.to('POST', '/online_sessions/12/send_invite')).toHaveLength(0);

    const [expired] = tab.result.current.waiting;
    await run(() => app.pending.waitingWriteActions.retry(expired!.id));
    await waitFor(() => expect(api.to('POST', '/online_sessions/12/send_invite')).toHaveLength(1));
    await waitForOutbox((records) => records.length === 0);
  });

  it('a device clock corrected forward by 8 days does not expire writes the server saw made minutes ago', async () => {
    const api = fakeApi();
    // The device runs 8 days slow: the server's Date header says so on every answer. The server's
    // clock is the real one, not the device's: a list read after the correction below must not
    // tell of a server 16 days ahead (which expired the write whenever that read came first).
    const realNow = Date.now.bind(Date);
    const serverNow = () => new Date(realNow() + 8 * DAY).toUTCString();
    const dated = (body: unknown) => () => json(body, 200, { Date: serverNow() });
    api.on('GET', '/online_sessions/accepted_sessions', dated([]));
    api.on('GET', '/referrals', dated([]));
    api.on('GET', '/referrals/received_referrals', dated([]));
    api.on('PUT', '/referrals/4', json({}, 200));
    const { tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.change({ referralId: '4', status: 'done' }));
    // The clock is corrected: the device is now right, and the server agrees.
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 8 * DAY);
    setOnline(true);
    await waitFor(() => expect(api.to('PUT', '/referrals/4')).toHaveLength(1), { timeout: 5_000 });
    await waitForOutbox((records) => records.length === 0);
  });

  it('a tab closed while sending leaves no "Sending..." behind: the other tab takes over', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'pending' }]));
    let puts = 0;
    api.on('PUT', '/referrals/4', () => {
      puts += 1;
      return puts === 1 ? new Promise<Response>(() => undefined) : json({}, 200);
    });
    const first = await openTab();
    const second = await openTab({ alongside: true });
    void first.tab.result.current.change({ referralId: '4', status: 'done' });
    await waitFor(() =>
      expect(second.tab.result.current.waiting).toEqual([
        expect.objectContaining({ state: 'sending' }),
      ]),
    );
    // The first tab is closed mid-send: no outcome ever comes from it.
    await first.app.engine.stopMemberEngine();
    await waitFor(() => expect(puts).toBe(2), { timeout: 5_000 });
    await waitFor(() => expect(second.tab.result.current.waiting).toEqual([]));
  });

  it('a clock moved back by hours does not hold a write for hours', async () => {
    const api = fakeApi();
    quietLists(api);
    let tries = 0;
    api.on('POST', '/online_sessions/12/send_invite', () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({}, 200);
    });
    const { tab } = await openTab();
    const realNow = Date.now.bind(Date);
    expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
      status: 'queued',
    });
    // Right after the failed try, the clock goes back three hours.
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 3 * 60 * 60 * 1000);
    await waitFor(() => expect(tries).toBe(2), { timeout: 5_000 });
  });

  it('a wait the server asked for (Retry-After) holds even when the network comes back', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/online_sessions/12/send_invite', json({}, 429, { 'Retry-After': '120' }));
    api.on('POST', '/online_sessions/13/send_invite', json({}, 200));
    const { tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.accept(session('12')));
    setOnline(true);
    await waitForOutbox((records) => records[0]?.attempts === 1);
    // The signal drops and comes back; then another Accept is made and sent.
    setOnline(false);
    setOnline(true);
    await run(() => tab.result.current.accept(session('13')));
    await waitFor(() => expect(api.to('POST', '/online_sessions/13/send_invite')).toHaveLength(1));
    // The replay that sent it passed over the first: two minutes have not gone by.
    expect(api.to('POST', '/online_sessions/12/send_invite')).toHaveLength(1);
  });
});
