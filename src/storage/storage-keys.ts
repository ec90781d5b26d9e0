/**
 * Every browser-storage key the app uses (SPEC.md section 3), in one place so a rename or a
 * logout sweep cannot miss one.
 */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  authResponse: 'auth_response',
  rememberedEmail: 'remembered_email',
  referralsActiveTab: 'referrals_active_tab',
} as const;

/**
 * Written at sign-out, removed at sign-in; never mirrored. While it is present the IndexedDB
 * mirror must not restore a token, whatever it still holds.
 */
export const SIGNED_OUT_KEY = 'signed_out';

const ACCEPTED_SESSIONS_PREFIX = 'accepted_sessions_';

/** Accepted session ids are kept per user so members sharing a phone never see each other's. */
export function acceptedSessionsKey(userId: string): string {
  return `${ACCEPTED_SESSIONS_PREFIX}${userId}`;
}

export function isAcceptedSessionsKey(key: string): boolean {
  return key.startsWith(ACCEPTED_SESSIONS_PREFIX);
}

const FIXED_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/** True for the keys the IndexedDB mirror may restore; anything else found there is ignored. */
export function isAppStorageKey(key: string): boolean {
  return FIXED_KEYS.includes(key) || key.startsWith(ACCEPTED_SESSIONS_PREFIX);
}
