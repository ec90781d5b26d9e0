import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSignedOutLeftovers,
  markSignedOut,
  readAuthToken,
  readStoredLoginResponse,
  saveLogin,
} from '@/storage/auth-storage';
import { mergeStoredUser, readStoredUser } from '@/storage/stored-user';
import { whenMirrorIdle } from '@/storage/idb-mirror';
import { saveRememberedEmail } from '@/storage/remembered-email';
import { mirroredEntries, resetIndexedDb } from './mirror-test-helpers';

const response = {
  message: 'ok',
  token: 'tok-1',
  user: { id: 7, fullname: 'Asha Rao', email: 'asha@example.com', role: 'member', extra: 1 },
};

beforeEach(async () => {
  await whenMirrorIdle();
  await resetIndexedDb();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth storage', () => {
  it(
    'stores the token and the whole login response',
    {
      meta: {
        spec: [
          'the whole response is stored.',
          'Browser storage keys: auth_token, auth_response (whole login response as JSON, containing a user object)',
        ],
      },
    },
    () => {
      saveLogin(response, 'tok-1');
      expect(readAuthToken()).toBe('tok-1');
      expect(readStoredLoginResponse()).toEqual(response);
      expect(readStoredUser()).toMatchObject({ id: '7', fullname: 'Asha Rao', isAdmin: false });
    },
  );

  it('treats a blank token as none', () => {
    localStorage.setItem('auth_token', '  ');
    expect(readAuthToken()).toBeNull();
  });

  it('reads corrupt auth_response as no user, without throwing', () => {
    localStorage.setItem('auth_response', '{"user": {"id": 1');
    expect(readStoredLoginResponse()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it(
    'merges a profile patch into the stored user, keeping the rest of the response',
    { meta: { spec: ["The response's user (or data) is merged into the stored user"] } },
    () => {
      saveLogin(response, 'tok-1');
      mergeStoredUser({ fullname: 'Asha R.', address: 'Pune' });
      expect(readStoredLoginResponse()).toEqual({
        ...response,
        user: { ...response.user, fullname: 'Asha R.', address: 'Pune' },
      });
      expect(readStoredUser()?.fullname).toBe('Asha R.');
    },
  );

  it('merges into data.user when that is where the login response keeps the user', () => {
    saveLogin({ data: { token: 't', user: { id: 2, fullname: 'Old' } } }, 't');
    mergeStoredUser({ fullname: 'New' });
    expect(readStoredUser()?.fullname).toBe('New');
  });

  it('ignores a patch that is not an object', () => {
    saveLogin(response, 'tok-1');
    mergeStoredUser('junk');
    mergeStoredUser(null);
    expect(readStoredLoginResponse()).toEqual(response);
  });

  it(
    'sign-out removes the sign-in and its copies but keeps remembered_email',
    { meta: { spec: ['logout removes the token.'] } },
    async () => {
      const deleted: string[] = [];
      vi.stubGlobal('caches', {
        keys: () => Promise.resolve(['api-lists', 'workbox-precache-v2']),
        delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
      });
      saveLogin(response, 'tok-1');
      saveRememberedEmail('asha@example.com');

      markSignedOut();
      expect(readAuthToken()).toBeNull();
      expect(readStoredLoginResponse()).toBeNull();
      await clearSignedOutLeftovers();

      expect(localStorage.getItem('remembered_email')).toBe('asha@example.com');
      expect(await mirroredEntries()).toEqual({ remembered_email: 'asha@example.com' });
      // The worker's cache of member lists goes; the app shell stays.
      expect(deleted).toEqual(['api-lists']);
    },
  );

  it('a sign-in after a sign-out is restorable again', () => {
    markSignedOut();
    expect(localStorage.getItem('signed_out')).not.toBeNull();
    saveLogin(response, 'tok-1');
    expect(localStorage.getItem('signed_out')).toBeNull();
  });

  it('sign-out cleanup works without Cache Storage and when it throws', async () => {
    saveLogin(response, 'tok-1');
    markSignedOut();
    vi.stubGlobal('caches', undefined);
    await expect(clearSignedOutLeftovers()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('SecurityError')) });
    await expect(clearSignedOutLeftovers()).resolves.toBeUndefined();
    expect(readAuthToken()).toBeNull();
  });
});
