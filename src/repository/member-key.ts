import type { User } from '@/domain/types';
import { readAuthToken, readStoredUser } from '@/storage/auth-storage';
import { tokenFingerprint } from './token-fingerprint';

/**
 * Whose cached data this is: the user's id, else their email, else a fingerprint of the token
 * (never the token itself), so two members never share a key. Empty when nobody is signed in.
 */
export function memberKeyOf(user: User | null, token: string | null): string {
  if (user?.id) return user.id;
  if (user?.email) return user.email;
  return token ? `token:${tokenFingerprint(token)}` : '';
}

/**
 * The signed-in member's key, read from storage at the moment it is asked for; empty whenever no
 * token is stored, whatever else a late write may have left behind.
 */
export function currentMemberKey(): string {
  const token = readAuthToken();
  return token === null ? '' : memberKeyOf(readStoredUser(), token);
}

export function isSignedIn(): boolean {
  return readAuthToken() !== null;
}
