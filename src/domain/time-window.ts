/** docs/behaviour.md#timings-and-limits: join opens 5 minutes before start and closes 8 minutes after. */
export const JOIN_OPENS_BEFORE_MS = 300_000;
/** Items are hidden as expired 8 minutes after start. */
export const EXPIRES_AFTER_MS = 480_000;
/** The screens re-evaluate the windows on this tick. */
export const CLOCK_TICK_MS = 5_000;

/** An item with no parseable start can never be joined, so it is treated as gone. */
export function isExpired(startsAt: number | null, now: number): boolean {
  return startsAt === null || now > startsAt + EXPIRES_AFTER_MS;
}

export function isJoinWindowOpen(startsAt: number | null, now: number): boolean {
  if (startsAt === null) return false;
  return startsAt - JOIN_OPENS_BEFORE_MS <= now && now <= startsAt + EXPIRES_AFTER_MS;
}

/** Not-yet-expired items, earliest first (stable for equal starts). */
export function upcomingItems<T extends { startsAt: number | null }>(
  items: readonly T[],
  now: number,
): T[] {
  return items
    .filter((item) => !isExpired(item.startsAt, now))
    .sort((a, b) => (a.startsAt ?? 0) - (b.startsAt ?? 0));
}

/** docs/behaviour.md#states: 'today' is the viewer's local calendar date. */
export function isSameLocalDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return (
    x.getFullYear() === y.getFullYear() &&
    x.getMonth() === y.getMonth() &&
    x.getDate() === y.getDate()
  );
}

/** The earliest upcoming item scheduled today, else the earliest upcoming item at all. */
export function pickFeatured<T extends { startsAt: number | null }>(
  items: readonly T[],
  now: number,
): T | null {
  const upcoming = upcomingItems(items, now);
  const today = upcoming.find(
    (item) => item.startsAt !== null && isSameLocalDay(item.startsAt, now),
  );
  return today ?? upcoming[0] ?? null;
}
