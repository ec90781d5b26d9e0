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
 * fetched together ('Last updated 10:42 AM'); otherwise each list, oldest first, lists of the
 * same time together ('Last updated: Sessions Nov 20, 9:15 AM; Meetings, Members 10:42 AM').
 * Null when no list has data.
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
  // Lists that read the same time are named together: 'Meetings, Sent referrals 10:42 AM'.
  const groups: Array<{ labels: string[]; when: string }> = [];
  for (const { label, updatedAt } of oldestFirst) {
    const when = formatLastUpdated(updatedAt, now, timeZone);
    const last = groups.at(-1);
    if (last?.when === when) last.labels.push(label);
    else groups.push({ labels: [label], when });
  }
  return `Last updated: ${groups.map(({ labels, when }) => `${labels.join(', ')} ${when}`).join('; ')}`;
}
