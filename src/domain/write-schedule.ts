/**
 * When each queued write is tried (docs/decisions.md#retry-policy): in the order they were made,
 * one item at a time, each after its wait. Waits are kept as lengths as well as due times, so a
 * device clock moved back can never stretch one beyond the length chosen; a clock moved forward
 * only makes a try come sooner.
 */

/** A queued write older than this is no longer sent: it is shown as failed (never dropped). */
export const QUEUED_WRITE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The order and scheduling facts of one queued write, as the replay picks the next one. */
export interface QueuedWriteSlot {
  id: string;
  /** What the write concerns ('session:12', 'referral:4'): writes of one item keep their order. */
  item: string;
  createdAt: number;
  /** 'failed' writes wait for the member and never hold others back. */
  state: 'queued' | 'failed';
  /** Earliest time of the next try, on the device clock. */
  nextAttemptAt: number;
  /** The wait chosen at the last failure (0 before any): no wait is ever longer. */
  waitMs: number;
  /** The wait is the server's (Retry-After): a reconnect does not cut it short. */
  serverAsked: boolean;
}

/** Oldest first; writes made in the same millisecond keep a stable order by id. */
export function byCreation(
  a: Pick<QueuedWriteSlot, 'createdAt' | 'id'>,
  b: Pick<QueuedWriteSlot, 'createdAt' | 'id'>,
): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** How long the write still waits: never more than its chosen wait, whatever the clock did. */
export function msUntilDue(write: QueuedWriteSlot, now: number): number {
  return Math.max(0, Math.min(write.nextAttemptAt - now, write.waitMs));
}

/** The first queued write of each item: only it may be sent, the others wait behind it. */
function itemHeads<T extends QueuedWriteSlot>(writes: readonly T[]): T[] {
  const heads = new Map<string, T>();
  for (const write of [...writes].sort(byCreation)) {
    if (write.state === 'queued' && !heads.has(write.item)) heads.set(write.item, write);
  }
  return [...heads.values()];
}

/**
 * The next write to send: the oldest item head that is due. A write waiting out its backoff
 * holds back only later writes of its own item; writes of other items go ahead in the order they
 * were made. `cutOwnWaits` (the network came back, the page was shown again) ends our own
 * backoff waits at once, never a wait the server asked for.
 */
export function nextDueWrite<T extends QueuedWriteSlot>(
  writes: readonly T[],
  now: number,
  { cutOwnWaits = false }: { cutOwnWaits?: boolean } = {},
): T | null {
  const due = (write: T) => msUntilDue(write, now) === 0 || (cutOwnWaits && !write.serverAsked);
  return itemHeads(writes).find(due) ?? null;
}

/**
 * How long until the replay should look again: the shortest wait among item heads (a write held
 * behind an older write of its item wakes nothing), or null when nothing is queued.
 */
export function nextWakeUpIn(writes: readonly QueuedWriteSlot[], now: number): number | null {
  const waits = itemHeads(writes).map((write) => msUntilDue(write, now));
  return waits.length === 0 ? null : Math.min(...waits);
}

/**
 * A write's age on the server's clock when it is known both at the tap and now (`offset`: server
 * time minus device time), so a device clock corrected by days does not age a write by days;
 * else on the device clock.
 */
export function writeAgeMs(
  write: { createdAt: number; clockOffset: number | null },
  now: number,
  offsetNow: number | null,
): number {
  if (write.clockOffset === null || offsetNow === null) return now - write.createdAt;
  return now + offsetNow - (write.createdAt + write.clockOffset);
}

/**
 * Expired only when both clocks agree it is over 7 days old: a device clock that jumped alone
 * does not expire waiting writes (the server's clock, when known, must say so too).
 */
export function isExpiredWrite(
  write: { createdAt: number; clockOffset: number | null },
  now: number,
  offsetNow: number | null,
): boolean {
  const byDevice = now - write.createdAt > QUEUED_WRITE_MAX_AGE_MS;
  return byDevice && writeAgeMs(write, now, offsetNow) > QUEUED_WRITE_MAX_AGE_MS;
}
