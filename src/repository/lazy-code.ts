/**
 * Code the repository loads only once it is needed, so /login's first load does not carry it.
 * One place, so the sign-in flow and start-up share the same module instances.
 */

/** The data engine (TanStack Query and its persister): only once a member is signed in. */
export const loadEngine = () => import('./engine/member-engine');

/** Who has changes waiting on this device: at sign-in, and on /login after its first paint. */
export const loadWaiting = () => import('./outbox/waiting-on-device');

/**
 * Member keys: they read the stored login response through its normaliser, which only signed-in
 * work needs.
 */
export const loadMemberKey = () => import('./member-key');
