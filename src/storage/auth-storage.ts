/**
 * The sign-in: the token and the whole login response (docs/behaviour.md#data-from-the-server). The user
 * shown on the dashboard and the profile form's initial values come from the stored response.
 */
import { deleteApiCaches } from './api-caches';
import { whenMirrorIdle } from './idb-mirror';
import { forgetPushRecords } from './push-records';
import { removeMirroredItem, writeMirroredItem, writeMirroredJson } from './mirrored-item';
import { listItemKeys, readItem, readJson, removeItem, writeItem } from './safe-local-storage';
import { settleWithin } from './settle-within';
import { isMemberMarkerKey, memberMarkerKeys, SIGNED_OUT_KEY, STORAGE_KEYS } from './storage-keys';

/** How long sign-out waits for IndexedDB and Cache Storage before it lets the member go. */
export const STORAGE_CLEANUP_TIMEOUT_MS = 2000;

export function readAuthToken(): string | null {
  const token = readItem(STORAGE_KEYS.authToken);
  return token && token.trim() !== '' ? token : null;
}

export function saveLogin(rawResponse: unknown, token: string): void {
  removeItem(SIGNED_OUT_KEY);
  writeMirroredItem(STORAGE_KEYS.authToken, token);
  if (!writeMirroredJson(STORAGE_KEYS.authResponse, rawResponse)) {
    // An unserialisable response must not leave the previous member's user behind.
    removeMirroredItem(STORAGE_KEYS.authResponse);
  }
}

/** The whole stored login response, or null when missing or corrupt. */
export function readStoredLoginResponse(): unknown {
  return readJson(STORAGE_KEYS.authResponse);
}

/** The stored sign-in as it is, token and login response, read together in one go. */
export interface SignInRecord {
  token: string | null;
  loginResponse: unknown;
}

export function readSignInRecord(): SignInRecord {
  return { token: readAuthToken(), loginResponse: readStoredLoginResponse() };
}

/**
 * The first, synchronous step of sign-out: the tombstone is written before anything is removed,
 * so whatever happens next (the app closed mid-logout, an IndexedDB that never answers) the
 * mirror can no longer bring this sign-in back (idb-mirror.ts). remembered_email stays.
 */
export function markSignedOut(): void {
  writeItem(SIGNED_OUT_KEY, '1');
  removeMirroredItem(STORAGE_KEYS.authToken);
  removeMirroredItem(STORAGE_KEYS.authResponse);
  // Nothing of the member stays on a shared phone: their accepted ids, joins and last tab go too
  // (the server's accepted list brings acceptances back at their next sign-in).
  removeMirroredItem(STORAGE_KEYS.referralsActiveTab);
  listItemKeys().filter(isMemberMarkerKey).forEach(removeMirroredItem);
}

/**
 * The last steps of sign-out: the worker's API caches go (on their own: a hung IndexedDB must
 * not hold them back) and the mirror's removals land. Settles within STORAGE_CLEANUP_TIMEOUT_MS
 * and never rejects.
 */
export function clearSignedOutLeftovers(): Promise<void> {
  return settleWithin(
    Promise.all([deleteApiCaches(), whenMirrorIdle(), forgetPushRecords()]),
    STORAGE_CLEANUP_TIMEOUT_MS,
  );
}

/**
 * At a start signed out after a sign-out (the marker is there): whatever a sign-out could not
 * finish (the app closed mid-logout, IndexedDB hung) is swept now: every member's cached lists,
 * the worker's API caches, the last tab and accepted ids. Waiting writes are not touched: they
 * wait for their member. Never rejects.
 */
export function sweepSignedOutLeftovers(clearCachedLists: () => Promise<void>): Promise<void> {
  if (readItem(SIGNED_OUT_KEY) === null || readAuthToken() !== null) return Promise.resolve();
  removeMirroredItem(STORAGE_KEYS.referralsActiveTab);
  listItemKeys().filter(isMemberMarkerKey).forEach(removeMirroredItem);
  return settleWithin(
    Promise.all([deleteApiCaches(), clearCachedLists(), whenMirrorIdle(), forgetPushRecords()]),
    STORAGE_CLEANUP_TIMEOUT_MS,
  );
}

/**
 * Another member signs in on a device whose last member never logged out: that member's
 * accepted ids and the worker's API caches go (their cached lists go with their engine).
 */
export function forgetPreviousMember(memberKey: string): Promise<void> {
  if (memberKey !== '') memberMarkerKeys(memberKey).forEach(removeMirroredItem);
  removeMirroredItem(STORAGE_KEYS.referralsActiveTab);
  return settleWithin(
    Promise.all([deleteApiCaches(), forgetPushRecords()]),
    STORAGE_CLEANUP_TIMEOUT_MS,
  );
}
