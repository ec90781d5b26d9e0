import { readAuthToken } from '@/storage/auth-storage';

/**
 * Whether a member is signed in: a token is stored. Its own module, apart from member keys, so
 * the first load of /login does not carry the login-response normaliser those need.
 */
export function isSignedIn(): boolean {
  return readAuthToken() !== null;
}
