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
});
