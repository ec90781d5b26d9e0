/**
 * The outbox under ordinary bad conditions: a server failing for a while, two tabs, a sign-in
 * ended by the server, reloads. Two "tabs" are two module instances of the app over one fake
 * IndexedDB, one localStorage, one BroadcastChannel name and one lock manager.
 */
import { act, waitFor } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import {
  deferred,
  englishText,
  fakeApi,
  json,
  outboxRecords,
  setOnline,
  setPageVisible,
  startEachTestSignedIn,
  waitForOutbox,
} from './engine-harness';
import { HOUR, openTab, quietLists, referral, run, session } from './outbox-tabs';

startEachTestSignedIn();

describe('outbox', () => {
  it('eight failures in a row (server errors, dropped connections), then a success: sent once', async () => {
    const api = fakeApi();
    quietLists(api);
    // The first try gets no answer, so the write is queued; every later try is a replay that
    // nobody waits on, where server errors are retried.
    const failures: Array<() => Response | Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ message: 'Service unavailable' }, 503),
      () => json({}, 500),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => json({}, 408),
      () => json({}, 429, { 'Retry-After': '1' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ message: 'Service unavailable' }, 503),
    ];
    api.on('POST', '/online_sessions/12/send_invite', () =>
      (failures.shift() ?? (() => json({}, 200)))(),
    );
    const { tab } = await openTab();
    const notices: string[] = [];
    (await import('@/repository/write-notices')).onWriteNotice((n) =>
      notices.push(englishText(n.message)),
    );

    expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
      status: 'queued',
    });
    expect(tab.result.current.waiting[0]?.state).toBe('retrying');
    // Each time the page is shown again, the write is tried at once, whatever its backoff.
    for (let sent = 2; sent <= 9; sent += 1) {
      setPageVisible(false);
      setPageVisible(true);
      await waitFor(() =>
        expect(api.to('POST', '/online_sessions/12/send_invite')).toHaveLength(sent),
      );
    }
    await waitFor(() => expect(tab.result.current.accepted.data?.has('12')).toBe(true));
    expect(tab.result.current.waiting).toEqual([]);
    expect(await outboxRecords()).toEqual([]);
    const keys = new Set(
      api.to('POST', '/online_sessions/12/send_invite').map((c) => c.idempotencyKey),
    );
    expect(keys.size).toBe(1);
    expect(notices.filter((n) => n.startsWith('Invitation sent'))).toHaveLength(1);
    expect(notices).not.toContain('Failed to send invite');
  });

  it('waits as long as the server asks (Retry-After) before trying again on its own', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/online_sessions/12/send_invite', () =>
      json({ message: 'Still working on it' }, 503, { 'Retry-After': '120' }),
    );
    const { tab } = await openTab();
    const before = Date.now();
    setOnline(false);
    expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
      status: 'queued',
    });
    setOnline(true);
    await waitFor(async () => expect((await outboxRecords())[0]?.attempts).toBe(1));
    const [record] = await outboxRecords();
    // Our own backoff after one failure is about a second; the server asked for two minutes.
    expect(record?.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
  });

  it('a refusal (422) of a write replayed later is final: kept as failed, never retried on its own, sent again only on Retry with a new key', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/online_sessions/12/send_invite', json({ message: 'Session is full' }, 422));
    const { app, tab } = await openTab();
    setOnline(false);
    expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
      status: 'queued',
    });
    setOnline(true);
    await waitFor(() =>
      expect(tab.result.current.waiting).toEqual([
        expect.objectContaining({ state: 'failed', failure: 'Session is full' }),
      ]),
    );
    setOnline(false);
    setOnline(true);
    setPageVisible(false);
    setPageVisible(true);
    await waitForOutbox((records) => records[0]?.state === 'failed');
    expect(api.to('POST', '/online_sessions/12/send_invite')).toHaveLength(1);

    api.on('POST', '/online_sessions/12/send_invite', json({}, 200));
    const [failed] = tab.result.current.waiting;
    await run(() => app.pending.waitingWriteActions.retry(failed!.id));
    await waitFor(() => expect(tab.result.current.accepted.data?.has('12')).toBe(true));
    const [first, second] = api.to('POST', '/online_sessions/12/send_invite');
    expect(second?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('two tabs: the write queued in one is shown in both and sent once', async () => {
    const api = fakeApi();
    quietLists(api);
    const answer = deferred<Response>();
    api.on('POST', '/online_sessions/12/send_invite', () => answer.promise);
    const first = await openTab();
    const second = await openTab({ alongside: true });
    setOnline(false);
    await run(() => first.tab.result.current.accept(session('12')));
    // The other tab learns of it through the channel and shows the same pending row.
    await waitFor(() =>
      expect(second.tab.result.current.waiting).toEqual([
        expect.objectContaining({ state: 'queued', description: 'Accept: Topic 12' }),
      ]),
    );
    setOnline(true); // both tabs hear the network come back and both try to replay
    await waitFor(() => expect(api.to('POST', '/online_sessions/12/send_invite')).toHaveLength(1));
    answer.resolve(json({}, 200));
    for (const { tab } of [first, second]) {
      await waitFor(() => expect(tab.result.current.accepted.data?.has('12')).toBe(true));
      await waitFor(() => expect(tab.result.current.waiting).toEqual([]));
    }
    // A later write from the second tab is the only other request: nothing replays the first.
    api.on('POST', '/online_sessions/13/send_invite', json({}, 200));
    await run(() => second.tab.result.current.accept(session('13')));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/online_sessions/12/send_invite',
      '/online_sessions/13/send_invite',
    ]);
  });

  it('a tab that never heard of a write neither loses nor hides it: its saves leave it stored, its next read finds it and sends it', async () => {
    const api = fakeApi();
    quietLists(api);
    let given = json([]);
    api.on('GET', '/referrals', () => given.clone());
    api.on('POST', '/referrals', json({}, 201));
    const other = await openTab(); // open before the write is made
    const maker = await openTab({ alongside: true });
    setOnline(false);
    // The pages go into the back/forward cache, which closes their channels: the other tab hears
    // nothing of what follows.
    act(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await run(() => maker.tab.result.current.refer(referral('Made in the first tab')));
    await act(() => maker.app.engine.stopMemberEngine()); // the tab that made it is closed
    // The other tab gets new data and saves its own snapshot of the cache, still unaware.
    given = json([{ id: 1, description: 'Polled later' }]);
    await act(async () => {
      await other.app.engine.activeEngine()?.queryClient.refetchQueries();
    });
    const savedSnapshot = () =>
      createStore('member-portal-cache', 'clients')('readonly', (store) => {
        const request = store.get('query-cache:5');
        return new Promise<unknown>(
          (resolve) => (request.onsuccess = () => resolve(request.result)),
        );
      });
    await waitFor(async () => expect(String(await savedSnapshot())).toContain('Polled later'));
    expect(other.tab.result.current.waiting).toEqual([]);
    expect(await outboxRecords()).toHaveLength(1);
    // Shown again, it reads the outbox afresh: the write shows, and once online it is sent, once.
    act(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await waitFor(() =>
      expect(other.tab.result.current.waiting).toEqual([
        expect.objectContaining({ state: 'queued', description: 'Referral to Bob Shah' }),
      ]),
    );
    setOnline(true);
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    expect(api.to('POST', '/referrals')[0]?.body).toEqual({
      referral: expect.objectContaining({ description: 'Made in the first tab' }),
    });
    await waitForOutbox((records) => records.length === 0);
    expect(api.to('POST', '/referrals')).toHaveLength(1);
  });

  it('a 401 keeps the queue; the same member signs in again and it is sent once, with the new token', async () => {
    const api = fakeApi();
    quietLists(api);
    // The server ends the sign-in as the write arrives: from then on its reads answer 401 too.
    api.on('POST', '/referrals', () => {
      api.on('GET', '/online_sessions/accepted_sessions', json({}, 401));
      return json({ message: 'Unauthorized' }, 401);
    });
    const { app, tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.refer(referral('Kept over a 401')));
    const [stored] = await outboxRecords();
    setOnline(true);
    await waitFor(() => expect(app.auth.isSignedIn()).toBe(false));
    expect(await outboxRecords()).toHaveLength(1);
    expect(await app.auth.changesWaitingForSignIn()).toBe(1);

    api.on('POST', '/referrals', json({}, 201));
    api.on('POST', '/login', json({ token: 'token-5-new', user: { id: 5, fullname: 'Member 5' } }));
    expect(
      await app.auth.signIn({ email: 'five@example.com', password: 'pw', remember: false }),
    ).toEqual({
      status: 'signed-in',
    });
    // A new engine starts, restores and replays first: a busy machine may take seconds.
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(2), { timeout: 5_000 });
    expect(api.to('POST', '/referrals')[1]).toMatchObject({
      authorization: 'Bearer token-5-new',
      idempotencyKey: stored?.idempotencyKey,
    });
    await waitForOutbox((records) => records.length === 0);
  });

  it('a 401, then another member signs in: asked first, the queue dropped only once they agree', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/referrals', () => {
      api.on('GET', '/online_sessions/accepted_sessions', json({}, 401));
      return json({}, 401);
    });
    const { app, tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.refer(referral('Member 5 wrote this')));
    setOnline(true);
    await waitFor(() => expect(app.auth.isSignedIn()).toBe(false));

    api.on('POST', '/login', json({ token: 'token-6', user: { id: 6, fullname: 'Member 6' } }));
    const asked = await app.auth.signIn({
      email: 'six@example.com',
      password: 'pw',
      remember: false,
    });
    expect(asked).toMatchObject({ status: 'confirm-discard', ownerName: 'Member 5', count: 1 });
    expect(app.auth.isSignedIn()).toBe(false); // nothing happens until they answer
    expect(await outboxRecords()).toHaveLength(1);

    if (asked.status !== 'confirm-discard') throw new Error('not asked');
    await asked.discardAndSignIn();
    expect(app.auth.isSignedIn()).toBe(true);
    expect(await outboxRecords()).toEqual([]);
    api.on('POST', '/referrals', json({}, 201));
    api.on('GET', '/online_sessions/accepted_sessions', json([]));
    const next = await openTab();
    await run(() => next.tab.result.current.refer(referral('Member 6 wrote this')));
    expect(api.to('POST', '/referrals').map((c) => [c.authorization, c.body])).toEqual([
      ['Bearer token-5', expect.anything()],
      [
        'Bearer token-6',
        { referral: expect.objectContaining({ description: 'Member 6 wrote this' }) },
      ],
    ]);
  });

  it('writes made offline arrive in the order they were made, across a reload', async () => {
    const api = fakeApi();
    quietLists(api);
    const { tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.accept(session('12')));
    await run(() => tab.result.current.refer(referral('Second')));
    await run(() => tab.result.current.change({ referralId: '4', status: 'done' }));
    await run(() => tab.result.current.accept(session('13')));

    api.on('POST', '/online_sessions/12/send_invite', json({}, 200));
    api.on('POST', '/online_sessions/13/send_invite', json({}, 200));
    api.on('POST', '/referrals', json({}, 201));
    api.on('PUT', '/referrals/4', json({}, 200));
    await openTab(); // the reload, still offline
    setOnline(true);
    await waitForOutbox((records) => records.length === 0);
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(
      [
        'POST /online_sessions/12/send_invite',
        'POST /referrals',
        'PUT /referrals/4',
        'POST /online_sessions/13/send_invite',
      ],
    );
  });

  it('a write that keeps failing holds back only later writes of its own item', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('PUT', '/referrals/4', json({}, 503));
    api.on('POST', '/referrals', json({}, 201));
    const { tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.change({ referralId: '4', status: 'in process' }));
    await run(() => tab.result.current.refer(referral('Not held back')));
    setOnline(true);
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    expect(api.to('PUT', '/referrals/4')).toHaveLength(1);
    expect(tab.result.current.waiting).toEqual([
      expect.objectContaining({ state: 'retrying', description: 'Status change to In Progress' }),
    ]);
  });

  it('a newer status change replaces an older one still waiting: only the last choice is sent', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('PUT', '/referrals/4', json({}, 200));
    const { tab } = await openTab();
    setOnline(false);
    await run(() => tab.result.current.change({ referralId: '4', status: 'in process' }));
    await run(() => tab.result.current.change({ referralId: '4', status: 'done' }));
    expect(await outboxRecords()).toHaveLength(1);
    setOnline(true);
    await waitForOutbox((records) => records.length === 0);
    expect(api.to('PUT', '/referrals/4').map((c) => c.body)).toEqual([{ status: 'done' }]);
  });

  it('stale and expired writes are not sent; the member sees why', async () => {
    const api = fakeApi();
    quietLists(api);
    const { tab } = await openTab();
    setOnline(false);
    // A session that ends while the phone is offline.
    await run(() => tab.result.current.accept(session('12', Date.now() - 7 * 60 * 1000)));
    await run(() => tab.result.current.refer(referral('Old one')));
    const records = await outboxRecords();
    const old = records.find((r) => r.write === 'createReferral')!;
    const eightDaysAgo = Date.now() - 8 * 24 * HOUR;
    await set(
      String(old.id),
      { ...old, createdAt: eightDaysAgo, nextAttemptAt: eightDaysAgo },
      createStore('member-portal-outbox', 'writes'),
    );
    // Two minutes later the session is past its 8 minutes.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * 60 * 1000);
    setOnline(true);
    await waitForOutbox((stored) => stored.every((r) => r.state === 'failed'));
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await waitFor(() =>
      expect(tab.result.current.waiting.map((w) => w.failure).sort()).toEqual([
        'Not sent: it waited on this device for more than 7 days.',
        'Not sent: the session has ended.',
      ]),
    );
  });

  it('after a dropped connection, a new referral the server did take is not created again', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/referrals', () => Promise.reject(new TypeError('Failed to fetch')));
    const { tab } = await openTab();
    expect(await run(() => tab.result.current.refer(referral('Taken before the drop')))).toEqual({
      status: 'queued',
    });
    // The server did store it; the answer was lost on the way back.
    api.on(
      'GET',
      '/referrals',
      json([
        {
          id: 31,
          description: 'Taken before the drop',
          status: 'pending',
          created_at: new Date().toISOString(),
          referred_to: { id: 8, fullname: 'Bob Shah' },
        },
      ]),
    );
    setPageVisible(false);
    setPageVisible(true);
    await waitForOutbox((records) => records.length === 0);
    expect(api.to('POST', '/referrals')).toHaveLength(1);
  });
});
