import { shownStatus } from '@/domain/referral';
import type { Referral, ReferralStatus, Session } from '@/domain/types';

/**
 * The figures of the dashboard's "My activity" card (docs/behaviour.md#my-activity), from the
 * lists the app already has: the referral lists, the upcoming sessions with the accepted ids, and
 * the joins recorded on this device.
 */

export type StatusCounts = Record<ReferralStatus, number>;

/** The card counts joins of the last 30 days; older ones are dropped from the device. */
export const JOIN_WINDOW_DAYS = 30;
const JOIN_WINDOW_MS = JOIN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** More joins than this in 30 days is not a member's pace; the oldest go first. */
export const MAX_JOINS_KEPT = 200;

/** Counts by status; a status the app does not know counts as pending, as its badge shows it. */
export function countByStatus(referrals: readonly Pick<Referral, 'status'>[]): StatusCounts {
  const counts: StatusCounts = { pending: 0, 'in process': 0, done: 0 };
  for (const { status } of referrals) counts[shownStatus(status)] += 1;
  return counts;
}

export const totalOf = (counts: StatusCounts) =>
  counts.pending + counts['in process'] + counts.done;

/** The share of sent referrals that reached done, in whole percent; null when none was sent. */
export function closedShare(sent: StatusCounts): number | null {
  const total = totalOf(sent);
  return total === 0 ? null : Math.round((sent.done / total) * 100);
}

/** The upcoming sessions this member accepted, in the order given. */
export function acceptedUpcoming(
  upcoming: readonly Session[],
  acceptedIds: ReadonlySet<string>,
): Session[] {
  return upcoming.filter((session) => session.id !== '' && acceptedIds.has(session.id));
}

export interface JoinOnDevice {
  kind: 'session' | 'meeting';
  id: string;
  /** When the member opened the link (epoch ms). */
  at: number;
}

/**
 * The joins worth keeping at `now`: the last 30 days, newest last, at most MAX_JOINS_KEPT.
 * Anything not a join (a hand-edited or older record) is dropped.
 */
export function recentJoins(entries: readonly unknown[], now: number): JoinOnDevice[] {
  const joins = entries
    .filter(isJoin)
    .filter((join) => join.at <= now && now - join.at <= JOIN_WINDOW_MS);
  joins.sort((a, b) => a.at - b.at);
  return joins.slice(-MAX_JOINS_KEPT);
}

/** Joins of the last 30 days; joining the same session or meeting twice counts once. */
export function joinCount(entries: readonly unknown[], now: number): number {
  return new Set(recentJoins(entries, now).map((join) => `${join.kind}:${join.id}`)).size;
}

function isJoin(value: unknown): value is JoinOnDevice {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, at } = value as Record<string, unknown>;
  return (
    (kind === 'session' || kind === 'meeting') &&
    typeof id === 'string' &&
    id !== '' &&
    typeof at === 'number' &&
    Number.isFinite(at)
  );
}
