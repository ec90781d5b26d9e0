/**
 * Exactly one tab replays the outbox at a time (docs/architecture.md#queued-writes). Web Locks
 * are shared by every tab of the origin; the lock is held only while writes are being sent, so an
 * idle tab holds none (a page holding a lock is never kept in the back/forward cache).
 * Where Web Locks are missing (Safari before 15.4), replays of this tab still run one at a time
 * and the Idempotency-Key is the guard between tabs.
 */
const LOCK_NAME = 'member-portal-outbox-replay';

let localQueue: Promise<unknown> = Promise.resolve();

export function withReplayLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(LOCK_NAME, () => work()) as Promise<T>;
  }
  const run = localQueue.then(work);
  localQueue = run.catch(() => undefined);
  return run;
}
