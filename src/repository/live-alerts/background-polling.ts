import { useSyncExternalStore } from 'react';
import { fetchReferralsGiven, fetchReferralsReceived } from '@/api/referrals-api';
import { useMemberQuery } from '../member-query';
import { queryKeys } from '../query-keys';

/** How often the referral lists are polled while the page is hidden, with Alerts on. */
export const HIDDEN_POLL_MS = 60_000;

const subscribeVisibility = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};
const readHidden = () => document.visibilityState === 'hidden';

/**
 * With Alerts on, the referral lists keep being polled every minute while the page is hidden
 * (docs/behaviour.md#live-alerts): real on desktop and in a background tab; a phone freezes a
 * hidden page. While the page is visible the screens' own 5-second polls do the work.
 */
export function useBackgroundReferralPolling(alertsOn: boolean): void {
  const hidden = useSyncExternalStore(subscribeVisibility, readHidden, () => false);
  const settings = { pollMs: HIDDEN_POLL_MS, pollWhileHidden: true, enabled: alertsOn && hidden };
  useMemberQuery(queryKeys.referralsGiven, fetchReferralsGiven, settings);
  useMemberQuery(queryKeys.referralsReceived, fetchReferralsReceived, settings);
}
