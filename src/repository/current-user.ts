import { useSyncExternalStore } from 'react';
import type { User } from '@/domain/types';
import { readStoredUser } from '@/storage/stored-user';
import { readItem } from '@/storage/safe-local-storage';
import { STORAGE_KEYS } from '@/storage/storage-keys';

import { subscribeUserChanges as subscribe } from './user-changes';

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
