/**
 * Logout's optional DELETE /logout (docs/behaviour.md#server-calls): sent with the token of the
 * member who logs out, when online, and never waited on, retried or allowed to touch anyone else.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '../storage/mirror-test-helpers';
import { deferred, fakeApi, json, outboxRecords, setOnline, startFreshApp } from './engine-harness';

beforeEach(async () => {
  await resetIndexedDb();
  setOnline(true);
});
afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function signedInAs(id: number, api = fakeApi()) {
  api.on(
    'POST',
    '/login',
    json({ access_token: `t${id}`, user: { id, fullname: `User ${id}`, role: 'member' } }),
  );
  const app = await startFreshApp();
  await app.auth.signIn({ email: `u${id}@example.com`, password: 'pw', remember: true });
  const { logout } = await import('@/repository/logout');
  const signedOutByServer = vi.fn();
  app.auth.onSignedOutByServer(signedOutByServer);
  return { api, app, logout, signedOutByServer };
}

const logoutCalls = (api: ReturnType<typeof fakeApi>) => api.to('DELETE', '/logout');

describe('logout ends the sign-in on the server too', () => {
  it('sends DELETE /logout once, with the token of the member who logs out', async () => {
    const { api, logout } = await signedInAs(5);
    api.on('DELETE', '/logout', new Response(null, { status: 204 }));

    await logout();

    expect(logoutCalls(api)).toEqual([expect.objectContaining({ authorization: 'Bearer t5' })]);
    expect(logoutCalls(api)[0]?.idempotencyKey).toBeNull();
  });

  it('sends nothing while offline', async () => {
    const { api, app, logout } = await signedInAs(5);
    setOnline(false);

    await logout();

    expect(app.auth.isSignedIn()).toBe(false);
    expect(logoutCalls(api)).toEqual([]);
  });

  it('does not wait for an answer: the member is signed out at once and the cleanup settles', async () => {
    const { api, app, logout } = await signedInAs(5);
    const never = deferred<Response>();
    api.on('DELETE', '/logout', () => never.promise);

    const cleanup = logout();
    expect(app.auth.isSignedIn()).toBe(false);
    await cleanup;
    expect(logoutCalls(api)).toHaveLength(1);
  });

  it.each([
    ['a backend without the call (404)', () => json({ message: 'Not found' }, 404)],
    ['a server error (500)', () => json({ message: 'Internal server error' }, 500)],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('ignores %s: nothing is shown, kept or sent again', async (_name, answer) => {
    const { api, app, logout, signedOutByServer } = await signedInAs(5);
    api.on('DELETE', '/logout', answer);

    await logout();
    await waitFor(() => expect(logoutCalls(api)).toHaveLength(1));
    // Long enough for any retry of the outbox (its first backoff is 1 s) to have gone.
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    expect(logoutCalls(api)).toHaveLength(1);
    expect(await outboxRecords()).toEqual([]);
    expect(signedOutByServer).not.toHaveBeenCalled();
    expect(app.auth.isSignedIn()).toBe(false);
  });

  it('a late answer, even a 401, leaves the next member’s sign-in alone', async () => {
    const { api, app, logout, signedOutByServer } = await signedInAs(5);
    const late = deferred<Response>();
    api.on('DELETE', '/logout', () => late.promise);
    await logout();

    api.on(
      'POST',
      '/login',
      json({ access_token: 't6', user: { id: 6, fullname: 'User 6', role: 'member' } }),
    );
    await app.auth.signIn({ email: 'u6@example.com', password: 'pw', remember: true });
    late.resolve(json({ message: 'Unauthorized' }, 401));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(logoutCalls(api)).toEqual([expect.objectContaining({ authorization: 'Bearer t5' })]);
    expect(signedOutByServer).not.toHaveBeenCalled();
    expect(app.auth.isSignedIn()).toBe(true);
    expect(localStorage.getItem('auth_token')).toBe('t6');
  });
});
