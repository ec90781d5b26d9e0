import type { Language } from '@/domain/language';
import { msg, type MessageId, type Msg } from '@/locales/messages';
import { formatLastUpdated } from './format';

/** One list on screen and when its data was fetched from the server (epoch ms). */
export interface ListAge {
  /** The list's name, a message ('listName.sessions'). */
  label: MessageId;
  updatedAt: number;
}

/** Lists fetched within a minute of each other read as one time. */
export const SAME_TIME_MS = 60_000;

export interface LastUpdatedOptions {
  /** A list's name in the shown language (the screen's translator). */
  labelText: (label: MessageId) => string;
  language?: Language;
  timeZone?: string;
}

/**
 * 'Last updated …' for the lists on screen: honest about the oldest. One time when they were
 * fetched together ('Last updated 10:42 AM'); otherwise each list, oldest first, lists of the
 * same time together ('Last updated: Sessions Nov 20, 9:15 AM; Meetings, Members 10:42 AM').
 * Null when no list has data.
 */
export function lastUpdatedText(
  lists: readonly ListAge[],
  now: number,
  { labelText, language = 'en', timeZone }: LastUpdatedOptions,
): Msg | null {
  if (lists.length === 0) return null;
  const oldestFirst = [...lists].sort((a, b) => a.updatedAt - b.updatedAt);
  const oldest = oldestFirst[0]!.updatedAt;
  const newest = oldestFirst.at(-1)!.updatedAt;
  const whenOf = (ms: number) => formatLastUpdated(ms, now, timeZone, language);
  if (newest - oldest <= SAME_TIME_MS) {
    return msg('freshness.lastUpdated', { when: whenOf(oldest) });
  }
  // Lists that read the same time are named together: 'Meetings, Sent referrals 10:42 AM'.
  const groups: Array<{ labels: string[]; when: string }> = [];
  for (const { label, updatedAt } of oldestFirst) {
    const when = whenOf(updatedAt);
    const last = groups.at(-1);
    if (last?.when === when) last.labels.push(labelText(label));
    else groups.push({ labels: [labelText(label)], when });
  }
  const each = groups.map(({ labels, when }) => `${labels.join(', ')} ${when}`).join('; ');
  return msg('freshness.lastUpdatedEach', { lists: each });
}
