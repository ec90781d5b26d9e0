import { useSyncExternalStore } from 'react';
import type { User } from '@/domain/types';
import { readStoredUser } from '@/storage/stored-user';
import { readItem } from '@/storage/safe-local-storage';
import { STORAGE_KEYS } from '@/storage/storage-keys';
import { activeEngine, stopMemberEngine } from './engine/member-engine';
import { currentMemberKey } from './member-key';
import { subscribeUserChanges as subscribe } from './user-changes';

/**
 * The signed-in member, for the screens of the signed-in area: who they are, and whether the
 * page still shows them. (Whether anyone is signed in at all is signed-in.ts; whose cache a key
 * names is member-key.ts.)
 */

/**
 * The signed-in member as stored with the login response (docs/behaviour.md: the profile card and the
 * profile form read it from there). Screens re-render when the profile update merges new values.
 */

// Cached by the raw stored response, so React sees the same object until the storage changes.
let cachedRaw: string | null = null;
let cachedUser: User | null = null;

function read(): User | null {
  const raw = readItem(STORAGE_KEYS.authResponse);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = readStoredUser();
  }
  return cachedUser;
}

export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Whether the member whose data this page shows is still the one signed in, read synchronously
 * from storage (a page restored from the back/forward cache may have missed a sign-out made
 * meanwhile in another tab).
 */
export function shownMemberStillSignedIn(): boolean {
  const engine = activeEngine();
  return engine === null || engine.memberKey === currentMemberKey();
}

/** Stops everything of the member this page was showing: nothing more is shown or sent. */
export function stopShowingMember(): void {
  void stopMemberEngine();
}
