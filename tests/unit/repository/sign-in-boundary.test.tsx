/**
 * The hard sign-in boundary: nothing of a member is written, kept or sent once nobody (or someone
 * else) is signed in; a start after a sign-out sweeps what the sign-out could not finish.
 */
import { waitFor } from '@testing-library/react';
import { createStore, entries, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  json,
  outboxRecords,
  persistedCache,
  renderWithEngine,
  startEachTestSignedIn,
  startFreshApp,
  waitForPersisted,
  waitingRecord,
} from './engine-harness';

startEachTestSignedIn();

/** Cache Storage with the worker's caches: an API cache and the precache. */
function fakeCaches() {
  const names = new Set(['api-lists', 'workbox-precache-v2-http://localhost/']);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...names]),
    delete: (name: string) => Promise.resolve(names.delete(name)),
  });
  return names;
}

describe('the sign-in boundary', () => {
  it('a start signed out after a sign-out sweeps cached lists, API caches and ids, and keeps waiting writes', async () => {
    const api = fakeApi();
    api.on('GET', '/online_sessions', json([{ id: 1, topic: 'Mine', mode: 'online' }]));
    const app = await startFreshApp();
    const view = renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
    await waitForPersisted('5', (cache) => cache.clientState.queries.length === 1);
    view.unmount();
    // The sign-out that could not finish: marker and token handled, the rest left behind.
    localStorage.setItem('signed_out', '1');
    localStorage.removeItem('auth_token');
    localStorage.setItem('accepted_sessions_5', '["1"]');
    localStorage.setItem('referrals_active_tab', 'sent');
    await set('w1', waitingRecord('w1', '5'), createStore('member-portal-outbox', 'writes'));
    const names = fakeCaches();

    await startFreshApp();
    await waitFor(async () => expect(await persistedCache('5')).toBeNull());
    await waitFor(() => expect([...names]).toEqual(['workbox-precache-v2-http://localhost/']));
    expect(localStorage.getItem('accepted_sessions_5')).toBeNull();
    expect(localStorage.getItem('referrals_active_tab')).toBeNull();
    expect(await outboxRecords()).toHaveLength(1);
  });

  it('a start signed out without a sign-out before it touches nothing', async () => {
    localStorage.clear();
    const names = fakeCaches();
    const listed = vi.spyOn(caches, 'keys');
    await startFreshApp();
    // The start decides as it ends whether to sweep, and a sweep begins by listing the caches
    // (nothing else finds an API cache): by now it would have asked.
    expect(listed).not.toHaveBeenCalled();
    expect(names.has('api-lists')).toBe(true);
  });

  it('signing in over a member who never logged out drops their API caches and accepted ids', async () => {
    localStorage.setItem('accepted_sessions_5', '["1"]');
    const names = fakeCaches();
    const api = fakeApi();
    api.on('POST', '/login', json({ token: 'token-6', user: { id: 6, fullname: 'Member 6' } }));
    const app = await startFreshApp();
    await app.auth.signIn({ email: 'six@example.com', password: 'pw', remember: false });
    expect(names.has('api-lists')).toBe(false);
    expect(localStorage.getItem('accepted_sessions_5')).toBeNull();
  });

  it('a profile answer that arrives with nobody signed in writes no user data back', async () => {
    const { mergeStoredUser } = await import('@/storage/stored-user');
    const { currentMemberKey } = await import('@/repository/member-key');
    localStorage.removeItem('auth_token');
    localStorage.removeItem('auth_response');
    mergeStoredUser({ fullname: 'Asha Rao', email: 'asha@example.com' });
    expect(localStorage.getItem('auth_response')).toBeNull();
    expect(currentMemberKey()).toBe('');
    // Even a login response left behind never names a member without a token.
    localStorage.setItem('auth_response', JSON.stringify({ user: { id: 5 } }));
    expect(currentMemberKey()).toBe('');
    const mirrored = await entries(createStore('member-portal', 'kv'));
    expect(JSON.stringify(mirrored)).not.toContain('Asha');
  });
});
