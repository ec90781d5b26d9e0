import { onUnauthorized } from '@/api/http-client';
import { login } from '@/api/auth-api';
import { normaliseLoginResponse, readServerMessage, readToken } from '@/domain/auth';
import type { FailureInfo } from '@/domain/error-message';
import type { User } from '@/domain/types';
import {
  clearAuth,
  clearCachedApiData,
  readAuthToken,
  readStoredUser,
  saveLogin,
} from '@/storage/auth-storage';
import { restoreFromMirror } from '@/storage/idb-mirror';
import {
  clearRememberedEmail,
  readRememberedEmail,
  saveRememberedEmail,
} from '@/storage/remembered-email';
import { forgetAllQueries } from './query-registry';
import { tokenFingerprint } from './token-fingerprint';

/** Run once before the first render: brings back a session whose localStorage was wiped. */
export function prepareStorage(): Promise<void> {
  return restoreFromMirror();
}

export function hasSession(): boolean {
  return readAuthToken() !== null;
}

export function currentUser(): User | null {
  return readStoredUser();
}

/**
 * Whose cached data this is: the user's id, else their email, else a fingerprint of the token
 * (never the token itself), so two members never share a key. Empty without a session, which
 * the snapshot store treats as "keep nothing".
 */
function userKeyOf(user: User | null, token: string | null): string {
  if (user?.id) return user.id;
  if (user?.email) return user.email;
  return token ? `token:${tokenFingerprint(token)}` : '';
}

/** Whose cached data a screen may see; snapshots and caches are kept apart by this key. */
export function currentUserKey(): string {
  return userKeyOf(readStoredUser(), readAuthToken());
}

export function rememberedEmail(): string | null {
  return readRememberedEmail();
}

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

/** A 2xx login answer without a token is a failure too: its `message` if any, else the fallback. */
const missingTokenFailure = (response: unknown): FailureInfo => ({
  kind: 'invalid-response',
  status: null,
  serverMessage: readServerMessage(response),
  serverErrors: null,
});

export async function signIn({ email, password, remember }: SignInInput): Promise<void> {
  const response = await login(email, password);
  const token = readToken(response);
  if (!token) throw missingTokenFailure(response);
  // Start from a clean slate in case a previous member's data is still around.
  forgetAllQueries();
  // A different member than the one stored (e.g. the last one closed the app without logging
  // out): their snapshots and cached lists go before the new session is saved.
  const nextUserKey = userKeyOf(normaliseLoginResponse(response).user, token);
  if (nextUserKey !== currentUserKey()) await clearCachedApiData();
  saveLogin(response, token);
  if (remember) saveRememberedEmail(email);
  else clearRememberedEmail();
}

/**
 * Logout on a shared phone: token, stored profile, cached lists and in-memory data all go. The
 * token and the stored profile are gone as soon as this returns, so a screen may navigate at
 * once; the promise covers the IndexedDB and Cache Storage cleanup, which is bounded in time and
 * never rejects.
 */
export function signOut(): Promise<void> {
  forgetAllQueries();
  return clearAuth();
}

/**
 * A 401 on an authenticated call means the session ended on the server: clear it like a logout,
 * then let the shell send the member to /login. As with logout, the listener runs once the token
 * is gone, without waiting for the storage cleanup.
 */
export function onSessionExpired(listener: () => void): () => void {
  return onUnauthorized(() => {
    void signOut();
    listener();
  });
}
