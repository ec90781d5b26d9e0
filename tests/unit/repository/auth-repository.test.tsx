import { waitFor } from '@testing-library/react';
import { createStore, entries } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/storage/stored-user';
import { resetIndexedDb } from '../storage/mirror-test-helpers';
import {
  deferred,
  fakeApi,
  json,
  persistedCache,
  renderWithEngine,
  setOnline,
  startFreshApp,
  storeSignIn,
  waitForPersisted,
} from './engine-harness';

beforeEach(async () => {
  await resetIndexedDb();
  setOnline(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const loginAnswer = (id: number, extra: Record<string, unknown> = {}) =>
  json({ access_token: `t${id}`, user: { id, fullname: `User ${id}`, role: 'member' }, ...extra });

async function signedInAs(id: number) {
  const api = fakeApi();
  api.on('POST', '/login', loginAnswer(id));
  const app = await startFreshApp();
  await app.auth.signIn({ email: `u${id}@example.com`, password: 'pw', remember: true });
  return { api, app };
}

/** Member 5 signed in, with their sessions loaded and saved to IndexedDB. */
async function withCachedSessionsOf5() {
  const { api, app } = await signedInAs(5);
  api.on('GET', '/online_sessions', json([{ id: 1, topic: 'Mine', mode: 'online' }]));
  const view = renderWithEngine(app, () => app.reads.useSessions());
  await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
  await waitForPersisted('5', (cache) => cache.clientState.queries.length === 1);
  view.unmount();
  return { api, app };
}

const mirror = () => createStore('member-portal', 'kv');

/** How the app sent its last request to `path`: the fake fetch records every call. */
function sentRequest(path: string): { signal: AbortSignal } {
  const call = vi
    .mocked(fetch)
    .mock.calls.findLast(([input]) =>
      new URL(String(input), 'http://localhost').pathname.endsWith(path),
    );
  const signal = call?.[1]?.signal;
  if (!signal) throw new Error(`no request to ${path} with a signal`);
  return { signal };
}

describe('signing in and out', () => {
  it(
    'keeps the whole login response and exposes the normalised user',
    { meta: { spec: ['the whole response is stored.'] } },
    async () => {
      const { app } = await signedInAs(5);
      expect(app.auth.isSignedIn()).toBe(true);
      expect(readStoredUser()).toMatchObject({ id: '5', fullname: 'User 5', isAdmin: false });
    },
  );

  it(
    'logout removes the token, the profile and the member’s cache, but keeps the remembered email',
    { meta: { spec: ['logout removes the token.'] } },
    async () => {
      const { app } = await withCachedSessionsOf5();

      const cleanup = app.auth.signOut();
      expect(app.auth.isSignedIn()).toBe(false);
      expect(localStorage.getItem('auth_response')).toBeNull();
      await cleanup;
      expect(readStoredUser()).toBeNull();
      expect(localStorage.getItem('remembered_email')).toBe('u5@example.com');
      expect(await persistedCache('5')).toBeNull();
    },
  );

  it('a list answer that arrives after logout refills no cache', async () => {
    const { api, app } = await signedInAs(5);
    const late = deferred<Response>();
    api.on('GET', '/online_sessions', () => late.promise);
    renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(api.to('GET', '/online_sessions')).toHaveLength(1));
    const { signal } = sentRequest('/online_sessions');

    await app.auth.signOut();
    // From here a save's throttle (500 ms) runs on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = json([{ id: 1, topic: 'Member 5 only', mode: 'online' }]);
    const read = vi.spyOn(answer, 'text');
    late.resolve(answer);
    // The answer had its chance: the app gave up on the request, or it read the answer.
    await vi.waitFor(() => expect(signal.aborted || read.mock.calls.length > 0).toBe(true));
    // A save that answer caused is written at once (a list's first data) or after the throttle.
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    expect(await persistedCache('5')).toBeNull();
    expect(app.engine.activeEngine()).toBeNull();
  });

  it('a 401 on a signed-in call signs out and tells the shell', async () => {
    const { api, app } = await signedInAs(9);
    const signedOut = vi.fn();
    app.auth.onSignedOutByServer(signedOut);
    api.on('GET', '/online_sessions', json({ message: 'Unauthorized' }, 401));
    renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(app.auth.isSignedIn()).toBe(false);
  });

  it('a wrong password does not count as the server signing someone out', async () => {
    const api = fakeApi();
    api.on('POST', '/login', json({ message: 'Bad credentials' }, 401));
    const app = await startFreshApp();
    const signedOut = vi.fn();
    app.auth.onSignedOutByServer(signedOut);
    await expect(
      app.auth.signIn({ email: 'x@example.com', password: 'nope', remember: false }),
    ).rejects.toMatchObject({ serverMessage: 'Bad credentials' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('keys a user without id or email by a fingerprint of the token, never the token', async () => {
    const api = fakeApi();
    api.on('POST', '/login', json({ token: 'secret-token-of-anna', user: { fullname: 'Anna' } }));
    const app = await startFreshApp();
    await app.auth.signIn({ email: 'a@example.com', password: 'pw', remember: false });
    const anna = app.engine.activeEngine()?.memberKey ?? '';
    expect(anna).not.toBe('');
    expect(anna).not.toContain('secret-token-of-anna');
    api.on('POST', '/login', json({ token: 'secret-token-of-ben' }));
    await app.auth.signIn({ email: 'b@example.com', password: 'pw', remember: false });
    const ben = app.engine.activeEngine()?.memberKey ?? '';
    expect(ben).not.toBe(anna);
    expect(ben).not.toContain('secret-token-of-ben');
  });

  it('drops the cache of a member who never logged out when another one logs in', async () => {
    const { api, app } = await withCachedSessionsOf5();

    api.on('POST', '/login', loginAnswer(6));
    await app.auth.signIn({ email: 'u6@example.com', password: 'pw', remember: false });
    expect(await persistedCache('5')).toBeNull();
    expect(app.engine.activeEngine()?.memberKey).toBe('6');
  });

  it('keeps the cache when the same member logs in again', async () => {
    const { api, app } = await withCachedSessionsOf5();
    api.on('POST', '/login', loginAnswer(5));
    await app.auth.signIn({ email: 'u5@example.com', password: 'pw', remember: false });
    expect(await persistedCache('5')).not.toBeNull();
  });
});

describe('sign-out sticks', () => {
  it('a restart right after logout never restores the token, even if the mirror kept it', async () => {
    const { app } = await signedInAs(5);
    const { whenMirrorIdle } = await import('@/storage/idb-mirror');
    await whenMirrorIdle();
    // IndexedDB deletes that never happen: the app closed before they ran, or they were lost.
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(
      () => ({}) as IDBRequest<undefined>,
    );
    void app.auth.signOut();
    const mirrored = Object.fromEntries(await entries(mirror()));
    expect(mirrored.auth_token).toBe('t5');

    const restarted = await startFreshApp();
    expect(restarted.auth.isSignedIn()).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('changes a logout dropped stay dropped when the deletion was cut short', async () => {
    const { app } = await signedInAs(5);
    const { putOutboxRecord, readOutboxRecords } = await import('@/storage/outbox-store');
    await putOutboxRecord('w1', { id: 'w1', memberKey: '5', memberName: 'User 5' });
    // The logout's deletion never lands (the app closed while it ran, or the store refused it).
    const lost = vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
      throw new DOMException('cut short', 'AbortError');
    });
    // The logout settles once its deletion has been tried (and refused).
    await app.auth.signOut();
    lost.mockRestore();
    expect(await readOutboxRecords()).toHaveLength(1);

    // The same member signs in again on the next start: the change must not be there to send.
    const restarted = await startFreshApp();
    const api = fakeApi();
    api.on('POST', '/login', loginAnswer(5));
    await restarted.auth.signIn({ email: 'u5@example.com', password: 'pw', remember: true });
    expect(await readOutboxRecords()).toEqual([]);
  });

  it('a restart after logout with a hung IndexedDB never restores the token', async () => {
    storeSignIn(5, 't5');
    const { writeMirroredItem } = await import('@/storage/mirrored-item');
    writeMirroredItem('auth_token', 't5');
    const first = await startFreshApp();
    vi.stubGlobal('indexedDB', { open: () => ({}) }); // opens that never answer, from now on
    void first.auth.signOut();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const restart = startFreshApp();
    await vi.advanceTimersByTimeAsync(5000);
    const restarted = await restart;
    vi.useRealTimers();
    expect(restarted.auth.isSignedIn()).toBe(false);
  });

  it('a member whose localStorage was wiped without logging out is restored', async () => {
    await signedInAs(5);
    const { whenMirrorIdle } = await import('@/storage/idb-mirror');
    await whenMirrorIdle();
    localStorage.clear();
    const restarted = await startFreshApp();
    expect(restarted.auth.isSignedIn()).toBe(true);
  });
});
