import { ApiError } from './api-error';
import { apiRequest } from './http-client';

/**
 * Asks the server whether the stored token still signs the member in, with the smallest read of
 * SPEC.md's calls (the accepted sessions): true on a 2xx, false on a 401 (which ends the sign-in
 * as any read's 401 does), null when there is no telling (offline, a timeout, another error).
 */
export async function signInStillHolds(signal?: AbortSignal): Promise<boolean | null> {
  try {
    await apiRequest('/online_sessions/accepted_sessions', { signal, readBody: false });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.kind === 'http' && error.status === 401
      ? false
      : null;
  }
}
