/**
 * Which referrals the member has had on screen, per member on this device, as one store every
 * screen reads (docs/behaviour.md#live-alerts). Other tabs' changes arrive by `storage` events.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReferralsResult } from '@/api/referrals-api';
import { fetchReferralsGiven, fetchReferralsReceived } from '@/api/referrals-api';
import {
  unseenReceived,
  unseenSent,
  withBaseline,
  withReceivedSeen,
  withSentSeen,
  type SeenReferrals,
} from '@/domain/referral-news';
import { readSeenReferrals, seenReferralsKey, writeSeenReferrals } from '@/storage/live-alerts';
import { useMemberQuery } from '../member-query';
import { queryKeys } from '../query-keys';
import { useMemberTag } from './member-tag';

const listeners = new Set<() => void>();
let held: { tag: string; seen: SeenReferrals } | null = null;

function seenOf(tag: string): SeenReferrals {
  if (held?.tag !== tag) held = { tag, seen: readSeenReferrals(tag) };
  return held.seen;
}

/** Applies a change; writes and tells the screens only when something changed. */
function updateSeen(tag: string, change: (seen: SeenReferrals) => SeenReferrals): void {
  const before = seenOf(tag);
  const after = change(before);
  if (after === before) return;
  held = { tag, seen: after };
  writeSeenReferrals(tag, after);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (held && event.key === seenReferralsKey(held.tag)) {
      held = null;
      listener();
    }
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function useSeen(): { tag: string; seen: SeenReferrals } {
  const tag = useMemberTag();
  const read = useCallback(() => seenOf(tag), [tag]);
  return { tag, seen: useSyncExternalStore(subscribe, read, read) };
}

/** The lists as cached, without fetching: whoever shows them fetches and polls. */
function useCachedLists() {
  const given = useMemberQuery(queryKeys.referralsGiven, fetchReferralsGiven, { enabled: false });
  const received = useMemberQuery(queryKeys.referralsReceived, fetchReferralsReceived, {
    enabled: false,
  });
  return { given: given.data, received: received.data };
}

const referralsOf = (result: ReferralsResult | undefined) => result?.referrals ?? [];

export interface ReferralMarks {
  /** Received referrals never on screen. */
  received: ReadonlySet<string>;
  /** Sent referrals whose status changed since it was on screen. */
  sent: ReadonlySet<string>;
}

/** The referrals that carry a 'New' mark now. */
export function useReferralMarks(): ReferralMarks {
  const { seen } = useSeen();
  const { given, received } = useCachedLists();
  return useMemo(
    () => ({
      received: unseenReceived(referralsOf(received), seen),
      sent: unseenSent(referralsOf(given), seen),
    }),
    [seen, given, received],
  );
}

/** How many received referrals were never on screen: the tab bar, the Received tab, the app badge. */
export function useUnseenReceivedCount(): number {
  return useReferralMarks().received.size;
}

/** What a tab calls once referrals were on screen. */
export function useMarkSeen() {
  const tag = useMemberTag();
  return useMemo(
    () => ({
      received: (ids: readonly string[]) => updateSeen(tag, (seen) => withReceivedSeen(seen, ids)),
      sent: (shown: ReadonlyArray<{ id: string; status: string }>) =>
        updateSeen(tag, (seen) => withSentSeen(seen, shown)),
    }),
    [tag],
  );
}

/**
 * The first answer of each list this device ever had for the member is taken as seen: marks
 * start from the first visit, not from every referral the member ever had.
 */
export function useSeenBaseline(): void {
  const { tag, seen } = useSeen();
  const { given, received } = useCachedLists();
  const needsReceived = received !== undefined && seen.received === null;
  const needsSent = given !== undefined && seen.sent === null;
  useEffect(() => {
    if (needsReceived && received)
      updateSeen(tag, (s) => withBaseline(s, 'received', received.referrals));
    if (needsSent && given) updateSeen(tag, (s) => withBaseline(s, 'sent', given.referrals));
  }, [tag, needsReceived, needsSent, received, given]);
}
