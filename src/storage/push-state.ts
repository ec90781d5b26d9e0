/**
 * What this device keeps for Web Push (docs/push.md, docs/architecture.md#what-the-device-keeps),
 * in IndexedDB because the service worker reads it when a push arrives and no page is open.
 */
import { del, get, set } from 'idb-keyval';
import { PUSH_KEYS } from './push-keys';
import { forgetPushRecords, pushStore } from './push-records';

/**
 * Whose pushes this device shows: the backend's tag for the member, the app's own tag, and the
 * endpoint the backend pushes to (logout asks the backend to forget it).
 */
export interface PushMember {
  member: string;
  memberTag: string;
  endpoint: string;
}

export async function savePushMember(signedIn: PushMember): Promise<void> {
  try {
    await set(PUSH_KEYS.signedIn, signedIn, pushStore());
  } catch {
    // Without it the worker shows the neutral notice: nothing of the member leaks.
  }
}

export async function readPushMember(): Promise<PushMember | null> {
  try {
    return (await get<PushMember>(PUSH_KEYS.signedIn, pushStore())) ?? null;
  } catch {
    return null;
  }
}

export const forgetPushMember = forgetPushRecords;

/** The badge's count, kept for the worker, which adds to it when a referral is pushed. */
export async function saveUnseenCount(count: number): Promise<void> {
  try {
    await set(PUSH_KEYS.unseen, count, pushStore());
  } catch {
    // The worker's badge then counts from nothing: the app corrects it when next opened.
  }
}

/** The device's language, for the worker's notifications (src-sw/push-notice.ts). */
export async function savePushLanguage(language: string): Promise<void> {
  try {
    await set(PUSH_KEYS.language, language, pushStore());
  } catch {
    // The worker then follows the browser's languages.
  }
}

/** A subscription the browser renewed while the app was closed, taken once. */
export async function takeRenewedSubscription(): Promise<PushSubscriptionJSON | null> {
  try {
    const renewed = (await get<PushSubscriptionJSON>(PUSH_KEYS.renewed, pushStore())) ?? null;
    if (renewed) await del(PUSH_KEYS.renewed, pushStore());
    return renewed;
  } catch {
    return null;
  }
}
