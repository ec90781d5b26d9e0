/**
 * The first start of this version over a cache snapshot in which an older version kept its
 * queued writes (TanStack Query's paused mutations): every write is moved into the outbox before
 * the snapshot can go, and the snapshot goes only once every write is stored
 * (docs/architecture.md#queued-writes).
 */
import { waitFor } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import type { WaitingWrite } from '@/repository/pending-writes';
import {
  english,
  fakeApi,
  json,
  outboxRecords,
  persistedCache,
  renderWithEngine,
  setOnline,
  startEachTestSignedIn,
  startFreshApp,
  waitForPersisted,
} from './engine-harness';
import { breakOutboxStore } from './outbox-faults';

startEachTestSignedIn();

let repair: () => void = () => undefined;
afterEach(() => {
  repair();
  repair = () => undefined;
});

/** A paused mutation as the older version dehydrated it into the snapshot. */
function pausedMutation(name: string, variables: Record<string, unknown>) {
  return {
    mutationKey: [name],
    scope: { id: 'outbox' },
    state: {
      variables,
      status: 'pending',
      isPaused: true,
      submittedAt: Date.now() - 60_000,
      failureCount: 0,
      failureReason: null,
      data: undefined,
      error: null,
      context: undefined,
    },
  };
}

const referralOfFive = (key: string, extra: Record<string, unknown> = {}) =>
  pausedMutation('create-referral', {
    memberKey: '5',
    idempotencyKey: key,
    referredToId: '8',
    recipientName: 'Bob Shah',
    description: `Needs a CA (${key})`,
    status: 'pending',
    createdAt: Date.now() - 60_000,
    ...extra,
  });

/** The older version's snapshot of member 5: its lists and its paused mutations. */
async function olderSnapshot(mutations: unknown[], buster = 'v1') {
  const snapshot = {
    buster,
    timestamp: Date.now() - 60_000,
    clientState: { queries: [], mutations },
  };
  await set(
    'query-cache:5',
    JSON.stringify(snapshot),
    createStore('member-portal-cache', 'clients'),
  );
}

/** A later start, online: what waits is sent. */
async function startOnlineAndSend() {
  setOnline(true);
  const api = fakeApi();
  api.on('POST', '/referrals', json({}, 201));
  api.on('GET', '/referrals', json([]));
  await startFreshApp();
  return api;
}

describe('writes an older version left in the cache snapshot', () => {
  it('are moved and sent with their idempotency key; the old snapshot then goes', async () => {
    await olderSnapshot([referralOfFive('k1'), referralOfFive('k2')]);
    const api = await startOnlineAndSend();
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(2));
    expect(api.to('POST', '/referrals').map((call) => call.idempotencyKey)).toEqual(['k1', 'k2']);
    await waitFor(async () => expect(await persistedCache('5')).toBeNull());
  });

  it('survive an outbox that cannot store them when the snapshot is of an older schema', async () => {
    await olderSnapshot([referralOfFive('k1')], 'v1');
    repair = breakOutboxStore('fail', { mode: 'readwrite' });
    const first = fakeApi();
    first.on('GET', '/online_sessions', json([{ id: 1, topic: 'Mine', mode: 'online' }]));
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
    // A save after the restore has landed (the lists are in it), and the write is still with them.
    await waitForPersisted('5', (cache) => cache.clientState.queries.length === 1);
    expect((await persistedCache('5'))?.clientState.mutations).toHaveLength(1);
    view.unmount();
    repair();

    const api = await startOnlineAndSend();
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    expect(api.to('POST', '/referrals')[0]?.idempotencyKey).toBe('k1');
  });

  it('survive an outbox that cannot store them, and the saves that follow, when the snapshot is of this schema', async () => {
    await olderSnapshot([referralOfFive('k1')], 'v2');
    repair = breakOutboxStore('fail', { mode: 'readwrite' });
    const first = fakeApi();
    first.on('GET', '/online_sessions', json([{ id: 1, topic: 'Mine', mode: 'online' }]));
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
    // The first save after the restore has landed: the lists are saved, the write still with them.
    await waitForPersisted('5', (cache) => cache.clientState.queries.length === 1);
    expect((await persistedCache('5'))?.clientState.mutations).toHaveLength(1);
    view.unmount();
    repair();

    const api = fakeApi();
    api.on('POST', '/referrals', json({}, 201));
    api.on('GET', '/referrals', json([]));
    api.on('GET', '/online_sessions', json([{ id: 2, topic: 'Next', mode: 'online' }]));
    const next = await startFreshApp();
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    expect(api.to('POST', '/referrals')[0]?.idempotencyKey).toBe('k1');
    // Moved at last: the next save lets the old write go from the snapshot.
    const again = renderWithEngine(next, () => next.reads.useSessions());
    await waitFor(() => expect(again.result.current.data?.items[0]?.topic).toBe('Next'));
    await waitForPersisted('5', (cache) => cache.clientState.mutations.length === 0);
  });

  it('that cannot be sent safely are kept as failed, with the reason, never dropped silently', async () => {
    await olderSnapshot([
      referralOfFive('k1'),
      referralOfFive('', { idempotencyKey: undefined, description: 'No key' }),
      referralOfFive('k3', { memberKey: undefined, description: 'No member' }),
      pausedMutation('send-gift', { memberKey: '5', idempotencyKey: 'k4' }),
    ]);
    setOnline(false);
    const app = await startFreshApp();
    await waitForOutbox(4);
    // As the member reads them: the app's own texts in English.
    const view = renderWithEngine(
      app,
      () => english(app.pending.useWaitingWriteList()) as WaitingWrite[],
    );
    await waitFor(() => expect(view.result.current).toHaveLength(4));
    const shown = view.result.current.map(({ description, state, failure }) => ({
      description,
      state,
      failure,
    }));
    expect(shown).toEqual([
      { description: 'Referral to Bob Shah', state: 'queued', failure: null },
      { description: 'Referral to Bob Shah', state: 'failed', failure: expect.any(String) },
      { description: 'Referral to Bob Shah', state: 'failed', failure: expect.any(String) },
      { description: 'A change', state: 'failed', failure: expect.any(String) },
    ]);
    const reasons = shown.map(({ failure }) => failure);
    expect(reasons[1]).toMatch(/older version/);
    expect(reasons[2]).toMatch(/older version/);
    expect(reasons[3]).toBe(
      'Not sent: it was saved by another version of the app and cannot be read.',
    );

    // Failed stays failed: online, only the one that can be sent safely goes.
    view.unmount();
    const api = await startOnlineAndSend();
    await waitFor(() => expect(api.to('POST', '/referrals')).toHaveLength(1));
    // Only the failed ones are left, and a failed write is never sent on its own.
    await waitForOutbox(3);
    expect(api.to('POST', '/referrals').map((call) => call.idempotencyKey)).toEqual(['k1']);
  });
});

async function waitForOutbox(count: number) {
  await waitFor(async () => expect(await outboxRecords()).toHaveLength(count), { timeout: 3000 });
}
