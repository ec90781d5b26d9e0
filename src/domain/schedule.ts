import { EXPIRES_AFTER_MS, isSameLocalDay } from '@/domain/time-window';

interface Timed {
  startsAt: number | null;
}

/**
 * Items with a start, earliest first (stable for equal starts). Sorted once per data change, so
 * the 5-second clock only has to find where the upcoming ones begin.
 */
export function sortByStart<T extends Timed>(items: readonly T[]): Array<T & { startsAt: number }> {
  return items
    .filter((item): item is T & { startsAt: number } => item.startsAt !== null)
    .sort((a, b) => a.startsAt - b.startsAt);
}

/**
 * Index of the first item of a start-sorted list that has not expired at `now` (docs/behaviour.md: hidden
 * 8 minutes after start); the list's length when all have. Binary search: O(log n) per tick.
 */
export function firstUpcomingIndex(
  sorted: ReadonlyArray<{ startsAt: number }>,
  now: number,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = sorted[middle];
    if (item && now > item.startsAt + EXPIRES_AFTER_MS) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * docs/behaviour.md's featured item of a start-sorted list: the earliest upcoming item scheduled today by
 * the local calendar, else the earliest upcoming item; -1 when nothing is upcoming.
 */
export function featuredIndex(sorted: ReadonlyArray<{ startsAt: number }>, now: number): number {
  const first = firstUpcomingIndex(sorted, now);
  if (first >= sorted.length) return -1;
  for (let index = first; index < sorted.length; index += 1) {
    const item = sorted[index];
    if (!item) break;
    if (isSameLocalDay(item.startsAt, now)) return index;
    // Sorted by start: once past the end of today nothing later can be today.
    if (item.startsAt > now && !isSameLocalDay(item.startsAt, now)) break;
  }
  return first;
}
