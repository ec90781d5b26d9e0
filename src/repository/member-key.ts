import { normaliseLoginResponse } from '@/domain/auth';
import type { User } from '@/domain/types';
import { type SignInRecord, readSignInRecord } from '@/storage/auth-storage';
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

/**
 * The signed-in member's key, read from storage at the moment it is asked for; empty whenever no
 * token is stored, whatever else a late write may have left behind.
 */
export function currentMemberKey(): string {
  return memberKeyOfRecord(readSignInRecord());
}
