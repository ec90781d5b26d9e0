import { onUnauthorized } from '@/api/http-client';
import { login } from '@/api/auth-api';
import { readToken } from '@/domain/auth';
import type { FailureInfo } from '@/domain/error-message';
import type { User } from '@/domain/types';
import { clearAuth, readAuthToken, readStoredUser, saveLogin } from '@/storage/auth-storage';
import { restoreFromMirror } from '@/storage/idb-mirror';
import {
  clearRememberedEmail,
  readRememberedEmail,
  saveRememberedEmail,
} from '@/storage/remembered-email';
import { clearSnapshotsFor } from '@/storage/snapshot-store';
import { forgetAllQueries } from './query-registry';

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

/** Whose cached data a screen may see; snapshots and caches are kept apart by this key. */
export function currentUserKey(): string {
  const user = readStoredUser();
  return user?.id || user?.email || 'anonymous';
}

export function rememberedEmail(): string | null {
  return readRememberedEmail();
}

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

/** A 2xx login answer without a token is a failure too; the UI shows the spec's fallback. */
const missingTokenFailure = (): FailureInfo => ({
  kind: 'invalid-response',
  status: null,
  serverMessage: null,
  serverErrors: null,
});

export async function signIn({ email, password, remember }: SignInInput): Promise<void> {
  const response = await login(email, password);
  const token = readToken(response);
  if (!token) throw missingTokenFailure();
  // Start from a clean slate in case a previous member's data is still around.
  forgetAllQueries();
  saveLogin(response, token);
  if (remember) saveRememberedEmail(email);
  else clearRememberedEmail();
}

/** Logout on a shared phone: token, stored profile, cached lists and in-memory data all go. */
export async function signOut(): Promise<void> {
  const userKey = currentUserKey();
  forgetAllQueries();
  await Promise.all([clearAuth(), clearSnapshotsFor(userKey)]);
}

/**
 * A 401 on an authenticated call means the session ended on the server: clear it like a logout,
 * then let the shell send the member to /login.
 */
export function onSessionExpired(listener: () => void): () => void {
  return onUnauthorized(() => {
    void signOut().then(listener);
  });
}
