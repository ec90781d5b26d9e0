/**
 * The member's Logout (docs/architecture.md#signing-out). Kept out of auth-repository.ts, which
 * /login's first load carries: only the signed-in area, which shows the button, loads this.
 */
import { onlineManager } from '@tanstack/react-query';
import { endSignInOnServer } from '@/api/logout-api';
import { deletePushSubscription } from '@/api/push-api';
import { readAuthToken } from '@/storage/auth-storage';
import { signOut } from './auth-repository';
import { pushEndpointToForget } from './push/web-push';

/**
 * Signs the member out on this device (signOut), then, when online, asks the server to end the
 * sign-in too, without waiting for it: the optional DELETE /logout. Its outcome is ignored,
 * whatever it is (done, a backend without the call, no network, a server error): the device has
 * forgotten the token either way, and a server the call did not reach keeps it until it expires.
 * It is never queued or retried.
 * Resolves when signOut's cleanup has settled, as signOut does.
 */
export function logout(): Promise<void> {
  // Read first: signOut() removes it synchronously.
  const token = readAuthToken();
  // Read before the sign-out forgets it; the backend is asked to forget this device's pushes
  // while the token still holds, then to end the sign-in (docs/push.md).
  const endpoint = pushEndpointToForget();
  const cleanup = signOut();
  if (token !== null && onlineManager.isOnline()) {
    const forgetPush = endpoint ? deletePushSubscription(endpoint, token) : Promise.resolve();
    void forgetPush
      .catch(() => undefined)
      .then(() => endSignInOnServer(token))
      .catch(() => undefined);
  }
  return cleanup;
}
