/**
 * A logout drops the member's waiting changes (docs/architecture.md#signing-out), and they stay
 * dropped whatever the outbox's storage does meanwhile: a read that fails or times out, a
 * deletion that does not land, another tab of the member queuing one more change while the
 * logout deletes. None of them is ever sent at the member's next sign-in.
 */
import { waitFor } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  json,
  outboxRecords,
  setOnline,
  setPageVisible,
  startEachTestSignedIn,
  startFreshApp,
  waitingRecord,
  type App,
} from './engine-harness';
import { breakOutboxStore } from './outbox-faults';

startEachTestSignedIn();

let repair: () => void = () => undefined;
afterEach(() => {
  repair();
  repair = () => undefined;
});

const outboxStore = () => createStore('member-portal-outbox', 'writes');

/** A new referral of member 5 waiting on the device, as the outbox stores it. */
const referralOfFive = (id: string) => ({
  ...waitingRecord(id, '5'),
  variables: {
    referredToId: '8',
    recipientName: 'Bob',
    description: `Referral ${id}`,
    status: 'pending',
    createdAt: Date.now(),
  },
});

/** Another tab of member 5 (its own connection) stores a change. */
const otherTabQueues = (id: string) => set(id, referralOfFive(id), outboxStore());

/** Member 5 signed in, offline, with two changes waiting on the device. */
async function memberFiveWithTwoWaiting(): Promise<App> {
  setOnline(false);
  await otherTabQueues('w1');
  await otherTabQueues('w2');
  const app = await startFreshApp();
  await app.engine.activeEngine()?.restored;
  return app;
}

/**
 * Logs out while storage hangs, and lets the outbox's own time limit on storage (3 s) pass on a
 * fake clock: whatever the logout does when it gives up waiting is done. (IndexedDB's own tasks
 * are not timers, so they still run.)
 */
async function signOutPastTheTimeLimit(app: App) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const out = app.auth.signOut();
    await vi.advanceTimersByTimeAsync(3_500);
    await out;
    await vi.advanceTimersByTimeAsync(3_500);
  } finally {
    vi.useRealTimers();
  }
}

const sentKeys = (api: ReturnType<typeof fakeApi>) =>
  api.to('POST', '/referrals').map((call) => call.idempotencyKey);

/**
 * The next start of the app, then member 5 signing in again, online, and making a change of
 * this sign-in. Resolves once that change is sent: the replay sends the oldest first, so any
 * older change still on the device would have been sent before it.
 */
async function memberFiveSignsInAgain() {
  const api = fakeApi();
  api.on('POST', '/login', json({ token: 'token-5', user: { id: 5, fullname: 'Member 5' } }));
  api.on('POST', '/referrals', json({}, 201));
  const app = await startFreshApp();
  setOnline(true);
  await app.auth.signIn({ email: 'five@example.com', password: 'pw', remember: false });
  await app.engine.activeEngine()?.restored;
  await otherTabQueues('new');
  setPageVisible(false);
  setPageVisible(true);
  await waitFor(() => expect(sentKeys(api)).toContain('new'), { timeout: 5_000 });
  return { api, app };
}

describe('changes dropped at logout stay dropped', () => {
  it('a moment after the logout nothing of the member is left: a change another tab stored meanwhile, and the note', async () => {
    const app = await memberFiveWithTwoWaiting();
    await app.auth.signOut();
    await otherTabQueues('w3');
    await waitFor(() => expect(localStorage.getItem('writes_to_drop')).toBeNull(), {
      timeout: 4_000,
    });
    expect(await outboxRecords()).toEqual([]);
  });

  it('when reading the outbox fails during the logout', async () => {
    const app = await memberFiveWithTwoWaiting();
    repair = breakOutboxStore('fail', { mode: 'readonly' });
    await app.auth.signOut();
    repair();

    const { api } = await memberFiveSignsInAgain();
    expect(sentKeys(api)).toEqual(['new']);
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
  });

  it('when reading the outbox times out during the logout', async () => {
    const app = await memberFiveWithTwoWaiting();
    repair = breakOutboxStore('hang', { mode: 'readonly' });
    await signOutPastTheTimeLimit(app);
    repair();

    const { api } = await memberFiveSignsInAgain();
    expect(sentKeys(api)).toEqual(['new']);
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
  }, 15_000);

  it('when the outbox cannot be read or written during the logout', async () => {
    const app = await memberFiveWithTwoWaiting();
    repair = breakOutboxStore('fail');
    await app.auth.signOut();
    repair();

    const { api } = await memberFiveSignsInAgain();
    expect(sentKeys(api)).toEqual(['new']);
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
  });

  it('when the outbox hangs entirely during the logout', async () => {
    const app = await memberFiveWithTwoWaiting();
    repair = breakOutboxStore('hang');
    await signOutPastTheTimeLimit(app);
    repair();

    const { api } = await memberFiveSignsInAgain();
    expect(sentKeys(api)).toEqual(['new']);
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
  }, 15_000);

  it('when the deletion fails at the logout and again at the next sign-in: nothing old is sent, and what the member does next is', async () => {
    const app = await memberFiveWithTwoWaiting();
    repair = breakOutboxStore('fail', { mode: 'readwrite' });
    await app.auth.signOut();
    // /login does not offer them to be sent: they are dropped, only not yet deleted.
    expect(await app.auth.changesWaitingForSignIn()).toBe(0);

    const api = fakeApi();
    api.on('POST', '/login', json({ token: 'token-5', user: { id: 5, fullname: 'Member 5' } }));
    api.on('POST', '/referrals', json({}, 201));
    const next = await startFreshApp();
    setOnline(true);
    await next.auth.signIn({ email: 'five@example.com', password: 'pw', remember: false });
    await next.engine.activeEngine()?.restored;
    // The store heals; a change made in this sign-in is on the device (put there directly).
    repair();
    await otherTabQueues('w3');
    await waitFor(() => expect(sentKeys(api)).toContain('w3'), { timeout: 5000 });
    // Everything is gone from the device, so nothing else can be sent later: only w3 was.
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
    expect(sentKeys(api)).toEqual(['w3']);
    expect(next.engine.activeEngine()?.memberKey).toBe('5');
  }, 15_000);

  it('when another tab of the member queues a change while the logout deletes', async () => {
    const app = await memberFiveWithTwoWaiting();
    // The moment the logout first opens the outbox, the member's other tab (which has not yet
    // heard of the logout) stores one more change.
    let otherTab: Promise<void> | null = null;
    const real = IDBDatabase.prototype.transaction;
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      const transaction = real.apply(this, args);
      const names = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
      if (otherTab === null && names.includes('writes')) {
        otherTab = otherTabQueues('w3');
      }
      return transaction;
    });
    repair = () => spy.mockRestore();
    await app.auth.signOut();
    await otherTab;
    repair();

    const { api } = await memberFiveSignsInAgain();
    expect(sentKeys(api)).toEqual(['new']);
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
  });

  it('when another tab of the member, which had not heard of the logout, queues a change after it', async () => {
    const app = await memberFiveWithTwoWaiting();
    await app.auth.signOut();
    await otherTabQueues('w3');

    const { api } = await memberFiveSignsInAgain();
    expect(sentKeys(api)).toEqual(['new']);
    await waitFor(async () => expect(await outboxRecords()).toEqual([]));
  });
});
