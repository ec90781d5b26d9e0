import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  english,
  englishText,
  fakeApi,
  json,
  outboxRecords,
  persistedCache,
  renderWithEngine,
  setOnline,
  setPageVisible,
  startEachTestSignedIn,
  startFreshApp,
  storeSignIn,
  type App,
  waitForOutbox,
} from './engine-harness';

const bob = { id: '8', name: 'Bob Shah' };
const newReferral = { recipient: bob, description: 'Needs a CA', status: 'pending' as const };
const created = { description: 'Needs a CA', status: 'pending' };

startEachTestSignedIn();

/** Renders the referral writes and lists of the signed-in member. */
function renderReferrals(app: App) {
  return renderWithEngine(app, () => ({
    create: app.writes.useWrite('createReferral'),
    change: app.writes.useWrite('changeReferralStatus'),
    createSession: app.writes.useWrite('createSession'),
    given: app.reads.useReferralsGiven(),
    received: app.reads.useReferralsReceived(),
  }));
}

/** Queues a referral while offline and waits until it is safe on disk. */
async function queueReferralOffline() {
  const api = fakeApi();
  api.on('GET', '/referrals', json([]));
  api.on('GET', '/referrals/received_referrals', json([]));
  const app = await startFreshApp();
  const view = renderReferrals(app);
  await waitFor(() => expect(view.result.current.given.data).toBeDefined());
  setOnline(false);
  let outcome: unknown;
  await act(async () => {
    outcome = await view.result.current.create(newReferral);
  });
  expect(outcome).toEqual({ status: 'queued' });
  await waitFor(() =>
    expect(view.result.current.given.data?.items[0]?.pending?.state).toBe('queued'),
  );
  expect(await outboxRecords()).toHaveLength(1);
  expect(api.to('POST', '/referrals')).toHaveLength(0);
  view.unmount();
  return { app, api };
}

describe('data engine writes', () => {
  it('a new referral is sent with its idempotency key and shows first in Sent', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals', json([{ id: 1, description: 'Older', status: 'done' }]));
    api.on('POST', '/referrals', json({}, 201));
    const app = await startFreshApp();
    const view = renderReferrals(app);
    await waitFor(() => expect(view.result.current.given.data?.items).toHaveLength(1));

    await act(async () => {
      expect(await view.result.current.create(newReferral)).toEqual({ status: 'sent' });
    });
    const [post] = api.to('POST', '/referrals');
    expect(post?.body).toEqual({
      referral: { referred_to_id: 8, description: 'Needs a CA', status: 'pending' },
    });
    expect(post?.idempotencyKey).toMatch(/.{16,}/);
    // The cache tells its readers on its next tick.
    await waitFor(() =>
      expect(
        view.result.current.given.data?.items.map((item) => item.referral.description),
      ).toEqual(['Needs a CA', 'Older']),
    );
    // Sent means gone from the device.
    expect(await outboxRecords()).toEqual([]);
  });

  it(
    'a status change shows at once and survives a poll that was in flight',
    {
      meta: { spec: ['After a successful change the lists update locally.'] },
    },
    async () => {
      const api = fakeApi();
      api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'pending' }]));
      const app = await startFreshApp();
      const view = renderReferrals(app);
      await waitFor(() => expect(view.result.current.received.data?.items).toHaveLength(1));

      const stalePoll = deferred<Response>();
      api.on('GET', '/referrals/received_referrals', () => stalePoll.promise);
      setPageVisible(false);
      setPageVisible(true); // a refresh starts and hangs
      await waitFor(() => expect(api.to('GET', '/referrals/received_referrals')).toHaveLength(2));

      const put = deferred<Response>();
      api.on('PUT', '/referrals/4', () => put.promise);
      let change!: Promise<unknown>;
      act(() => {
        change = view.result.current.change({ referralId: '4', status: 'done' });
      });
      await waitFor(() => {
        const [row] = view.result.current.received.data?.items ?? [];
        expect(row).toMatchObject({ referral: { status: 'done' }, pending: { state: 'sending' } });
      });
      put.resolve(json({}, 200));
      await act(async () => {
        expect(await change).toEqual({ status: 'sent' });
      });
      // The poll that started before the change answers with the old status, too late: it was
      // cancelled when the change landed, so the status shown stays.
      stalePoll.resolve(json([{ id: 4, status: 'pending' }]));
      await waitFor(() => expect(view.result.current.received.data?.items[0]?.pending).toBeNull());
      // A fresh poll now answers the server's truth (which has the change).
      api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'done' }]));
      setPageVisible(false);
      setPageVisible(true);
      await waitFor(() => expect(api.to('GET', '/referrals/received_referrals')).toHaveLength(3));
      expect(view.result.current.received.data?.items[0]?.referral.status).toBe('done');
    },
  );

  it.each([
    { answer: json({ message: 'Status locked' }, 500), shown: 'Status locked' },
    { answer: json({}, 422), shown: 'Error: Failed to update status' },
    { answer: json({}, 503), shown: 'Error: Failed to update status' },
  ])(
    'a status change answered while the member waits ($shown) is shown at once, and nothing is queued',
    { meta: { spec: ["Status update: 'Error: Failed to update status' (alert)."] } },
    async ({ answer, shown }) => {
      const api = fakeApi();
      api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'pending' }]));
      api.on('PUT', '/referrals/4', answer);
      const app = await startFreshApp();
      const notices: string[] = [];
      (await import('@/repository/write-notices')).onWriteNotice((n) =>
        notices.push(englishText(n.message)),
      );
      const view = renderReferrals(app);
      await waitFor(() => expect(view.result.current.received.data?.items).toHaveLength(1));
      await act(async () => {
        expect(
          english(await view.result.current.change({ referralId: '4', status: 'done' })),
        ).toEqual({
          status: 'failed',
          message: shown,
        });
      });
      expect(notices).toEqual([shown]);
      // The row is as it was, so the member can choose again; nothing waits on the device.
      const [row] = view.result.current.received.data?.items ?? [];
      expect(row?.referral.status).toBe('pending');
      expect(row?.pending).toBeNull();
      // Nothing stored, so nothing can be sent again behind the member's back.
      expect(await outboxRecords()).toEqual([]);
      expect(api.to('PUT', '/referrals/4')).toHaveLength(1);
    },
  );

  it('a status change made offline and refused (422) when replayed stays, with the spec text, until dismissed', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'pending' }]));
    api.on('PUT', '/referrals/4', json({}, 422));
    const app = await startFreshApp();
    const notices: string[] = [];
    (await import('@/repository/write-notices')).onWriteNotice((n) =>
      notices.push(englishText(n.message)),
    );
    const view = renderReferrals(app);
    await waitFor(() => expect(view.result.current.received.data?.items).toHaveLength(1));
    setOnline(false);
    await act(async () => {
      expect(await view.result.current.change({ referralId: '4', status: 'done' })).toEqual({
        status: 'queued',
      });
    });
    setOnline(true);
    await waitForOutbox((records) => records[0]?.state === 'failed');
    await waitFor(() =>
      expect(english(view.result.current.received.data?.items[0]?.pending)).toMatchObject({
        state: 'failed',
        failure: 'Error: Failed to update status',
      }),
    );
    const [row] = view.result.current.received.data?.items ?? [];
    expect(row?.referral.status).toBe('pending');
    expect(notices).toContain('Error: Failed to update status');
    // Still there after the next triggers: a refusal is final, never retried on its own.
    setPageVisible(false);
    setPageVisible(true);
    await waitForOutbox((records) => records[0]?.state === 'failed');
    expect(api.to('PUT', '/referrals/4')).toHaveLength(1);

    await act(async () => {
      await app.pending.waitingWriteActions.dismiss(String(row?.pending?.id));
    });
    expect(view.result.current.received.data?.items[0]?.pending).toBeNull();
    expect(await outboxRecords()).toEqual([]);
  });

  it('a write queued offline is restored after a reload and sent once, with its own token and key', async () => {
    await queueReferralOffline();
    const [stored] = await outboxRecords();
    expect(JSON.stringify(stored)).not.toContain('token-5');
    // The query cache snapshot holds server data only, never a write.
    expect(JSON.stringify(await persistedCache('5'))).not.toContain('Needs a CA');

    setOnline(true);
    const api = fakeApi();
    const sentSoFar = () =>
      api.to('POST', '/referrals').length > 0 ? [{ id: 9, ...created }] : [];
    api.on('GET', '/referrals', () => json(sentSoFar()));
    api.on('POST', '/referrals', json({}, 201));
    const app = await startFreshApp(); // the reload: a new client over the same IndexedDB
    const view = renderReferrals(app);
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    const [post] = api.to('POST', '/referrals');
    expect(post).toMatchObject({
      authorization: 'Bearer token-5',
      idempotencyKey: stored?.idempotencyKey,
    });
    await waitFor(() =>
      expect(view.result.current.given.data?.items).toEqual([
        expect.objectContaining({ pending: null, referral: expect.objectContaining(created) }),
      ]),
    );
    await waitForOutbox((records) => records.length === 0);
    // A later write goes out after it, and nothing sends the first one again.
    await act(async () => {
      await view.result.current.create({ ...newReferral, description: 'Second' });
    });
    expect(api.to('POST', '/referrals').map((call) => call.body)).toEqual([
      { referral: expect.objectContaining({ description: 'Needs a CA' }) },
      { referral: expect.objectContaining({ description: 'Second' }) },
    ]);
  });

  it('a write in flight when the app closes replays with the same idempotency key', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals', json([]));
    api.on('POST', '/referrals', () => new Promise<Response>(() => {})); // never answers
    const app = await startFreshApp();
    const view = renderReferrals(app);
    await waitFor(() => expect(view.result.current.given.data).toBeDefined());
    act(() => void view.result.current.create(newReferral));
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    const firstKey = api.to('POST', '/referrals')[0]?.idempotencyKey;
    view.unmount();

    const again = fakeApi();
    again.on('GET', '/referrals', json([]));
    again.on('POST', '/referrals', json({}, 201));
    const reloaded = await startFreshApp();
    renderReferrals(reloaded);
    await waitFor(() => expect(again.to('POST', '/referrals')).toHaveLength(1));
    expect(again.to('POST', '/referrals')[0]?.idempotencyKey).toBe(firstKey);
  });

  it('a queued write is never sent after logout, even when the same member signs in again', async () => {
    const { app } = await queueReferralOffline();
    await app.auth.signOut();
    expect(await outboxRecords()).toEqual([]);

    const api = fakeApi();
    api.on('GET', '/referrals', json([]));
    api.on('POST', '/referrals', json({}, 201));
    setOnline(true);
    storeSignIn(5);
    const next = await startFreshApp();
    const view = renderReferrals(next);
    await waitFor(() => expect(view.result.current.given.data).toBeDefined());
    // Writes go out in the order they were made: had the dropped one survived, it would go first.
    await act(async () => {
      await view.result.current.create({ ...newReferral, description: 'After logout' });
    });
    expect(api.to('POST', '/referrals').map((call) => call.body)).toEqual([
      { referral: expect.objectContaining({ description: 'After logout' }) },
    ]);
  });

  it('creates are refused offline, sending and keeping nothing', async () => {
    const api = fakeApi();
    const app = await startFreshApp();
    const view = renderReferrals(app);
    setOnline(false);
    const input = { instructor: 'R', topic: 'T', link: 'https://x.test', mode: 'online', date: '' };
    await act(async () => {
      expect(english(await view.result.current.createSession(input as never))).toEqual({
        status: 'refused',
        message: expect.stringContaining('You are offline'),
      });
    });
    expect(await outboxRecords()).toEqual([]);
    // Back online, a queued write goes out; the refused create never does.
    api.on('POST', '/referrals', json({}, 201));
    setOnline(true);
    await act(async () => {
      await view.result.current.create(newReferral);
    });
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/referrals',
    ]);
  });
});
