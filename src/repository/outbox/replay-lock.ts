/**
 * Exactly one tab replays the outbox at a time (docs/architecture.md#queued-writes). Web Locks
 * are shared by every tab of the origin; the lock is held only while writes are being sent, so an
 * idle tab holds none (a page holding a lock is never kept in the back/forward cache).
 * Where Web Locks are missing (Safari before 15.4), replays of this tab still run one at a time
 * and the Idempotency-Key is the guard between tabs.
 */
const LOCK_NAME = 'member-portal-outbox-replay';

let localQueue: Promise<unknown> = Promise.resolve();

function webLocks(): LockManager | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** True when tabs share the lock, so waiting for it means waiting for the other tab's replay. */
export function tabsShareTheLock(): boolean {
  return webLocks() !== undefined;
}

export function withReplayLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) {
    return locks.request(LOCK_NAME, () => work()) as Promise<T>;
  }
  const run = localQueue.then(work);
  localQueue = run.catch(() => undefined);
  return run;
}
