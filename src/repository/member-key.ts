import { normaliseLoginResponse } from '@/domain/auth';
import type { User } from '@/domain/types';
import { type SignInRecord, readAuthToken, readSignInRecord } from '@/storage/auth-storage';
import { readItem } from '@/storage/safe-local-storage';
import { STORAGE_KEYS } from '@/storage/storage-keys';
import { tokenFingerprint } from './token-fingerprint';

export { isSignedIn } from './signed-in';

/**
 * Whose cached data this is: the user's id, else their email, else a fingerprint of the token
 * (never the token itself), so two members never share a key. Empty when nobody is signed in.
 */
export function memberKeyOf(user: User | null, token: string | null): string {
  if (user?.id) return user.id;
  if (user?.email) return user.email;
  return token ? `token:${tokenFingerprint(token)}` : '';
}

/** The key of a sign-in as stored (read at once by sign-out, before it removes it). */
export function memberKeyOfRecord({ token, loginResponse }: SignInRecord): string {
  return token === null ? '' : memberKeyOf(normaliseLoginResponse(loginResponse).user, token);
}

// The last key with the stored texts it came from: guards ask for the key many times a second
// (every answer, every save, every alert check), and parsing the login response each time cost
// a phone milliseconds per call. Any change to either text reads the key afresh.
let last: { token: string | null; response: string | null; key: string } | null = null;

/**
 * The signed-in member's key, read from storage at the moment it is asked for; empty whenever no
 * token is stored, whatever else a late write may have left behind.
 */
export function currentMemberKey(): string {
  const token = readAuthToken();
  const response = readItem(STORAGE_KEYS.authResponse);
  if (last?.token !== token || last.response !== response)
    last = { token, response, key: memberKeyOfRecord(readSignInRecord()) };
  return last.key;
}
