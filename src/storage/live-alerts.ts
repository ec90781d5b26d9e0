/**
 * What live alerts keep per member on this device (docs/architecture.md#what-the-device-keeps):
 * not mirrored to IndexedDB, since losing it only means marks and alerts start afresh.
 */
import { normaliseSeen, type SeenReferrals } from '@/domain/referral-news';
import { normaliseShownStartAlerts, type ShownStartAlerts } from '@/domain/start-alerts';
import { readItem, readJson, removeItem, writeItem } from './safe-local-storage';
import { liveAlertKeys } from './storage-keys';

export function readSeenReferrals(memberTag: string): SeenReferrals {
  return normaliseSeen(readJson(liveAlertKeys(memberTag).referralsSeen));
}

export function writeSeenReferrals(memberTag: string, seen: SeenReferrals): void {
  writeItem(liveAlertKeys(memberTag).referralsSeen, JSON.stringify(seen));
}

/** The storage key, so other tabs' changes can be told apart in `storage` events. */
export const seenReferralsKey = (memberTag: string) => liveAlertKeys(memberTag).referralsSeen;

export function readShownStartAlerts(memberTag: string): ShownStartAlerts {
  return normaliseShownStartAlerts(readJson(liveAlertKeys(memberTag).startAlertsShown));
}

export function writeShownStartAlerts(memberTag: string, shown: ShownStartAlerts): void {
  writeItem(liveAlertKeys(memberTag).startAlertsShown, JSON.stringify(shown));
}

export function readAlertsOn(memberTag: string): boolean {
  return readItem(liveAlertKeys(memberTag).alertsOn) === '1';
}

export function writeAlertsOn(memberTag: string, on: boolean): void {
  if (on) writeItem(liveAlertKeys(memberTag).alertsOn, '1');
  else removeItem(liveAlertKeys(memberTag).alertsOn);
}
