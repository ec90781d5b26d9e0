/**
 * Every name the app stores things under, in one place so a rename or a logout sweep cannot miss
 * one: localStorage and sessionStorage keys, IndexedDB databases and the prefix of the service
 * worker's API caches. What happens to each at logout, after a 401, when another member signs in
 * and at a signed-out start: docs/architecture.md#what-the-device-keeps.
 *
 * The member's keys (their names come from the spec), each also copied into the IndexedDB mirror
 * so a browser wiping localStorage loses nothing.
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

/**
 * Written by a logout that drops the member's waiting changes ("Log out anyway"): JSON
 * `{ [memberKey]: null | time of a later sign-in }` (only writes older than that sign-in go). It
 * stays until a later start or sign-in has deleted that member's records, so a write a tab stored
 * after the logout's own delete is dropped too, and no outbox sends the member's writes while it
 * names them. Never mirrored.
 */
export const WRITES_TO_DROP_KEY = 'writes_to_drop';

/**
 * Preferences of this device, not of a member: they outlive sign-out and are never mirrored.
 * src/app/first-paint/pre-paint-preferences.js reads `colorScheme` and `language` before the first
 * paint; it cannot import this file, so tests/unit/app/color-scheme.test.tsx and
 * tests/unit/app/pre-paint-language.test.ts run it against these keys.
 */
export const DEVICE_PREFERENCE_KEYS = {
  colorScheme: 'color_scheme',
  language: 'language',
  installHintDismissed: 'install_hint_dismissed',
  appOpened: 'app_opened',
} as const;

/** sessionStorage, this tab only: when the app last reloaded itself for code a deploy removed. */
export const CODE_RELOAD_AT_KEY = 'member_portal_code_reload_at';

/** The IndexedDB databases (idb-keyval: one object store each). */
export const INDEXED_DB = {
  /** The copy of the member's localStorage keys. */
  mirror: { database: 'member-portal', store: 'kv' },
  /** The persisted query cache, one snapshot per member. */
  queryCache: { database: 'member-portal-cache', store: 'clients' },
  /** Writes waiting to be sent, one record each. */
  outbox: { database: 'member-portal-outbox', store: 'writes' },
  /**
   * What the service worker needs to show a push (docs/push.md): whose pushes this device shows,
   * the unseen count for the badge, a subscription the browser renewed. The worker names the same
   * database (src-sw/push-state.ts; tests/unit/service-worker/push-notice.test.ts checks they agree).
   */
  push: { database: 'member-portal-push', store: 'state' },
} as const;

/**
 * The service worker's runtime caches of API answers start with this (src-sw/cache-names.ts),
 * so the app can delete them without importing the worker's code.
 */
export const API_CACHE_PREFIX = 'api-';

const ACCEPTED_SESSIONS_PREFIX = 'accepted_sessions_';
const JOINS_PREFIX = 'joins_';

/** Accepted session ids are kept per user so members sharing a phone never see each other's. */
export function acceptedSessionsKey(userId: string): string {
  return `${ACCEPTED_SESSIONS_PREFIX}${userId}`;
}

/** The sessions and meetings a member joined on this device (My activity), per user as well. */
export function joinsKey(userId: string): string {
  return `${JOINS_PREFIX}${userId}`;
}

/** Every key kept per member (accepted ids, joins): they go when the member signs out. */
export function memberMarkerKeys(userId: string): string[] {
  return [acceptedSessionsKey(userId), joinsKey(userId)];
}

export function isMemberMarkerKey(key: string): boolean {
  return key.startsWith(ACCEPTED_SESSIONS_PREFIX) || key.startsWith(JOINS_PREFIX);
}

/**
 * What live alerts remember per member (docs/behaviour.md#live-alerts): the referrals seen, the
 * start alerts shown and the Alerts switch. Kept at sign-out, so the next sign-in knows what is
 * new since the last visit: they hold ids, statuses and times only, under a tag of the member
 * (a hash, never an email).
 */
export function liveAlertKeys(memberTag: string) {
  return {
    referralsSeen: `referrals_seen_${memberTag}`,
    startAlertsShown: `start_alerts_${memberTag}`,
    alertsOn: `alerts_on_${memberTag}`,
  };
}

const FIXED_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/** True for the keys the IndexedDB mirror may restore; anything else found there is ignored. */
export function isAppStorageKey(key: string): boolean {
  return FIXED_KEYS.includes(key) || isMemberMarkerKey(key);
}
