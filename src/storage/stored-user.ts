import { normaliseLoginResponse } from '@/domain/auth';
import { asRecord, type LooseRecord } from '@/domain/loose';
import type { User } from '@/domain/types';
import { readAuthToken, readStoredLoginResponse } from './auth-storage';
import { writeMirroredJson } from './mirrored-item';
import { STORAGE_KEYS } from './storage-keys';

/*
 * The signed-in member as stored with the login response. Apart from auth-storage, so the first
 * load of /login, which only needs the token, does not carry the login-response normaliser.
 */

export function readStoredUser(): User | null {
  return normaliseLoginResponse(readStoredLoginResponse()).user;
}

/**
 * Where the user object sits inside the response, in the order normaliseLoginResponse reads it
 * (user, data.user, data), so a merged patch is what the next readStoredUser() sees.
 */
function locateUser(response: LooseRecord): LooseRecord | null {
  const direct = asRecord(response.user);
  if (direct) return direct;
  const data = asRecord(response.data);
  const nested = asRecord(data?.user);
  if (nested) return nested;
  return data && normaliseLoginResponse(response).user ? data : null;
}

/** Shallow-merges a patch (e.g. the profile update's answer) into the stored user and re-saves. */
export function mergeStoredUser(patch: unknown): void {
  const changes = asRecord(patch);
  // Nobody signed in (a late answer after a sign-out): no user data is written back.
  if (!changes || readAuthToken() === null) return;
  const response = asRecord(readStoredLoginResponse()) ?? {};
  const user = locateUser(response);
  if (user) Object.assign(user, changes);
  else response.user = { ...changes };
  writeMirroredJson(STORAGE_KEYS.authResponse, response);
}
