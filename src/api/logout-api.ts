/**
 * DELETE /logout: our addition to the specification's API, so optional
 * (docs/architecture.md#optional-server-calls). It ends one sign-in on the server, the one whose
 * token it carries.
 */
import { apiRequest } from './http-client';

/**
 * Ends the sign-in of `token` on the server. The token is passed in: by the time this goes, the
 * logout has already removed it from the device, and another member may have signed in. Rejects
 * like any call (a backend without the call answers 404); the caller decides what to ignore.
 */
export async function endSignInOnServer(token: string): Promise<void> {
  await apiRequest('/logout', {
    method: 'DELETE',
    token,
    readBody: false,
    // Its 401 (a token the server already ended) says nothing of whoever is signed in now.
    reportUnauthorized: false,
  });
}
