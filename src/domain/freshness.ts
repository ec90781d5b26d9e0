import { formatLastUpdated } from './format';

/** One list on screen and when its data was fetched from the server (epoch ms). */
export interface ListAge {
  label: string;
  updatedAt: number;
}

/** Lists fetched within a minute of each other read as one time. */
export const SAME_TIME_MS = 60_000;

/**
 * 'Last updated …' for the lists on screen: honest about the oldest. One time when they were
 * fetched together ('Last updated 10:42 AM'); otherwise each list, oldest first ('Last updated:
 * Sessions Nov 20, 9:15 AM; Meetings 10:42 AM'). Null when no list has data.
 */
export function lastUpdatedText(
  lists: readonly ListAge[],
  now: number,
  timeZone?: string,
): string | null {
  if (lists.length === 0) return null;
  const oldestFirst = [...lists].sort((a, b) => a.updatedAt - b.updatedAt);
  const oldest = oldestFirst[0]!.updatedAt;
  const newest = oldestFirst.at(-1)!.updatedAt;
  if (newest - oldest <= SAME_TIME_MS) {
    return `Last updated ${formatLastUpdated(oldest, now, timeZone)}`;
  }
  const each = oldestFirst.map(
    ({ label, updatedAt }) => `${label} ${formatLastUpdated(updatedAt, now, timeZone)}`,
  );
  return `Last updated: ${each.join('; ')}`;
}
