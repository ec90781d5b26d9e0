import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSessions } from '@/api/sessions-api';
import {
  currentUser,
  currentUserKey,
  hasSession,
  onSessionExpired,
  signIn,
  signOut,
} from '@/repository/auth-repository';
import { getCachedQuery } from '@/repository/query-registry';
import { clearAllSnapshots, readSnapshot, writeSnapshot } from '@/storage/snapshot-store';

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  await clearAllSnapshots();
});
afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const loginWith = async (body: unknown) => {
  fetchMock.mockResolvedValueOnce(json(200, body));
  await signIn({ email: 'someone@example.com', password: 'pw', remember: false });
};

const loginAs = async (id: number) => {
  fetchMock.mockResolvedValueOnce(
    json(200, { access_token: `t${id}`, user: { id, fullname: `User ${id}`, role: 'member' } }),
  );
  await signIn({ email: `u${id}@example.com`, password: 'pw', remember: true });
};

describe('auth repository', () => {
  it('keeps the whole login response and exposes the normalised user', async () => {
    await loginAs(5);
    expect(hasSession()).toBe(true);
    expect(currentUser()).toMatchObject({ id: '5', fullname: 'User 5', isAdmin: false });
    expect(currentUserKey()).toBe('5');
  });

  it('logout removes the token, the profile and that member’s cached lists but keeps the remembered email', async () => {
    await loginAs(5);
    await writeSnapshot('5', 'sessions', ['mine'], 1);
    await signOut();
    expect(hasSession()).toBe(false);
    expect(currentUser()).toBeNull();
    expect(window.localStorage.getItem('auth_response')).toBeNull();
    expect(window.localStorage.getItem('remembered_email')).toBe('u5@example.com');
    expect(await readSnapshot('5', 'sessions')).toBeNull();
  });

  it('treats a 401 on an authenticated call as an expired session', async () => {
    await loginAs(9);
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthorized' }));
    await expect(fetchSessions()).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(hasSession()).toBe(false);
    stop();
  });

  it('a wrong password is not a session expiry', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Bad credentials' }));
    await expect(
      signIn({ email: 'x@example.com', password: 'nope', remember: false }),
    ).rejects.toMatchObject({ serverMessage: 'Bad credentials' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('logout removes the token and the login response before it returns', async () => {
    await loginAs(5);
    const cleanup = signOut();
    expect(hasSession()).toBe(false);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('auth_response')).toBeNull();
    await cleanup;
  });

  it('a list load that answers after logout leaves no snapshot behind', async () => {
    await loginAs(5);
    let answer!: (data: string[]) => void;
    const load = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const query = getCachedQuery({ userKey: currentUserKey(), resource: 'sessions', load });
    void query.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    await signOut();
    answer(['member-5-sessions']);
    await flush();
    await flush();

    expect(await readSnapshot('5', 'sessions')).toBeNull();
    expect(query.getState().data).toBeNull();
  });

  it('keys a user without id or email by a fingerprint of the token, never the token', async () => {
    await loginWith({ token: 'secret-token-of-anna', user: { fullname: 'Anna' } });
    const anna = currentUserKey();
    expect(anna).not.toBe('anonymous');
    expect(anna).not.toBe('');
    expect(anna).not.toContain('secret-token-of-anna');
    expect(currentUserKey()).toBe(anna);

    await loginWith({ token: 'secret-token-of-ben' });
    const ben = currentUserKey();
    expect(ben).not.toBe(anna);
    expect(ben).not.toContain('secret-token-of-ben');
  });

  it('has no user key without a session', async () => {
    await loginAs(5);
    await signOut();
    expect(currentUserKey()).toBe('');
  });

  it('drops the cached data of a member who never logged out when another one logs in', async () => {
    await loginAs(5);
    await writeSnapshot('5', 'sessions', ['member-5'], 1);
    await loginAs(6);
    expect(currentUserKey()).toBe('6');
    expect(await readSnapshot('5', 'sessions')).toBeNull();
  });

  it('keeps the cached data when the same member logs in again', async () => {
    await loginAs(5);
    await writeSnapshot('5', 'sessions', ['member-5'], 1);
    await loginAs(5);
    expect((await readSnapshot('5', 'sessions'))?.data).toEqual(['member-5']);
  });
});
