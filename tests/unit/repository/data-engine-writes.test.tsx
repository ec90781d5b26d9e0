import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '../storage/mirror-test-helpers';
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
  waitForPersisted,
  type App,
} from './engine-harness';

const bob = { id: '8', name: 'Bob Shah' };
const newReferral = { recipient: bob, description: 'Needs a CA', status: 'pending' as const };
const created = { description: 'Needs a CA', status: 'pending' };

beforeEach(async () => {
  await resetIndexedDb();
  setOnline(true);
  setPageVisible(true);
  storeSignIn(5);
});

afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

/** Renders the referral writes and lists of the signed-in member. */
function renderReferrals(app: App) {
  return renderWithEngine(app, () => ({
    create: app.writes.useCreateReferral(),
    change: app.writes.useChangeReferralStatus(),
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
  let outcome = '';
  await act(async () => {
    outcome = await view.result.current.create(newReferral);
  });
  expect(outcome).toBe('queued');
  await waitFor(() => expect(view.result.current.given.data?.items[0]?.pending).toBe('queued'));
  await waitForPersisted('5', (cache) => cache.clientState.mutations.length === 1);
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
      expect(await view.result.current.create(newReferral)).toBe('sent');
    });
    const [post] = api.to('POST', '/referrals');
    expect(post?.body).toEqual({
      referral: { referred_to_id: 8, description: 'Needs a CA', status: 'pending' },
    });
    expect(post?.idempotencyKey).toMatch(/.{16,}/);
    expect(view.result.current.given.data?.items.map((item) => item.referral.description)).toEqual([
      'Needs a CA',
      'Older',
    ]);
  });

  it('a status change shows at once and survives a poll that was in flight', async () => {
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
    let change!: Promise<string>;
    act(() => {
      change = view.result.current.change('4', 'done');
    });
    await waitFor(() => {
      const [row] = view.result.current.received.data?.items ?? [];
      expect(row).toMatchObject({ referral: { status: 'done' }, pending: 'sending' });
    });
    put.resolve(json({}, 200));
    await act(async () => {
      expect(await change).toBe('sent');
    });
    // The poll that started before the change answers with the old status, too late.
    stalePoll.resolve(json([{ id: 4, status: 'pending' }]));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const [row] = view.result.current.received.data?.items ?? [];
    expect(row).toMatchObject({ referral: { status: 'done' }, pending: null });
  });

  it('a failed status change rolls back and says so with the spec text', async () => {
    const api = fakeApi();
    api.on('GET', '/referrals/received_referrals', json([{ id: 4, status: 'pending' }]));
    api.on('PUT', '/referrals/4', json({}, 422));
    const app = await startFreshApp();
    const notices: string[] = [];
    (await import('@/repository/write-notices')).onWriteNotice((n) => notices.push(n.message));
    const view = renderReferrals(app);
    await waitFor(() => expect(view.result.current.received.data?.items).toHaveLength(1));
    await act(async () => {
      expect(await view.result.current.change('4', 'done')).toBe('failed');
    });
    expect(view.result.current.received.data?.items[0]?.referral.status).toBe('pending');
    expect(notices).toEqual(['Error: Failed to update status']);
  });

  it('a write queued offline is restored after a reload and sent once, with its own token and key', async () => {
    await queueReferralOffline();
    const [stored] = (await persistedCache('5'))!.clientState.mutations;
    const storedKey = (stored!.state.variables as { idempotencyKey: string }).idempotencyKey;
    expect(JSON.stringify(stored)).not.toContain('token-5');

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
    expect(post).toMatchObject({ authorization: 'Bearer token-5', idempotencyKey: storedKey });
    await waitFor(() =>
      expect(view.result.current.given.data?.items).toEqual([
        expect.objectContaining({ pending: null, referral: expect.objectContaining(created) }),
      ]),
    );
    await waitForPersisted('5', (cache) => cache.clientState.mutations.length === 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to('POST', '/referrals')).toHaveLength(1);
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
    await waitForPersisted('5', (cache) => cache.clientState.mutations.length === 1);
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

  it('a queued write is never sent after logout', async () => {
    const { app } = await queueReferralOffline();
    await app.auth.signOut();
    expect(await persistedCache('5')).toBeNull();

    const api = fakeApi();
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    storeSignIn(5); // even the same member signing in again finds no queue
    const next = await startFreshApp();
    renderReferrals(next);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.to('POST', '/referrals')).toHaveLength(0);
  });

  it('a queued write is never sent with another member’s token', async () => {
    const { app } = await queueReferralOffline();
    const api = fakeApi();
    api.on('POST', '/login', json({ token: 'token-6', user: { id: 6, fullname: 'Member 6' } }));
    // Member 5 left without logging out; member 6 signs in on the same phone.
    await app.auth.signIn({ email: 'six@example.com', password: 'pw', remember: false });
    setOnline(true);
    const next = await startFreshApp();
    renderReferrals(next);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.to('POST', '/referrals')).toHaveLength(0);
    expect(await persistedCache('5')).toBeNull();
  });

  it('a restored write whose member is no longer signed in is dropped, not sent', async () => {
    await queueReferralOffline();
    setOnline(true);
    const api = fakeApi();
    api.on('POST', '/referrals', json({}, 201));
    // Another tab signed member 6 in; this tab's engine still belongs to member 5.
    const app = await startFreshApp();
    storeSignIn(6);
    renderReferrals(app);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.to('POST', '/referrals')).toHaveLength(0);
  });

  it('creates are refused offline, keeping nothing queued', async () => {
    const api = fakeApi();
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.writes.useCreateSession());
    setOnline(false);
    const input = { instructor: 'R', topic: 'T', link: 'https://x.test', mode: 'online', date: '' };
    await act(async () => {
      expect(await view.result.current(input as never)).toBe('refused');
    });
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.to('POST', '/online_sessions')).toHaveLength(0);
  });
});
