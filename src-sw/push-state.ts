/// <reference lib="webworker" />
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The app's push records (src/storage/push-state.ts writes them; the names are checked equal by
 * tests/unit/service-worker/push-notice.test.ts, since the worker shares no code with the app).
 */
export const PUSH_DATABASE = { database: 'member-portal-push', store: 'state' } as const;
export const PUSH_RECORDS = {
  signedIn: 'signed-in',
  unseen: 'unseen',
  renewed: 'renewed-subscription',
  language: 'language',
} as const;

export interface PushMember {
  member: string;
  memberTag: string;
}

let store: UseStore | undefined;
const pushStore = () => (store ??= createStore(PUSH_DATABASE.database, PUSH_DATABASE.store));

export async function readPushMember(): Promise<PushMember | null> {
  try {
    const record = await get<Partial<PushMember>>(PUSH_RECORDS.signedIn, pushStore());
    return typeof record?.member === 'string' && typeof record.memberTag === 'string'
      ? { member: record.member, memberTag: record.memberTag }
      : null;
  } catch {
    return null;
  }
}

/** The language the app wrote for the notifications ('en', 'hi', 'mr'), or null. */
export async function readPushLanguage(): Promise<unknown> {
  try {
    return (await get<unknown>(PUSH_RECORDS.language, pushStore())) ?? null;
  } catch {
    return null;
  }
}

/** One more received referral not seen: the badge's new count. */
export async function addUnseen(): Promise<number> {
  try {
    const count = ((await get<number>(PUSH_RECORDS.unseen, pushStore())) ?? 0) + 1;
    await set(PUSH_RECORDS.unseen, count, pushStore());
    return count;
  } catch {
    return 1;
  }
}

export async function keepRenewedSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await set(PUSH_RECORDS.renewed, subscription, pushStore()).catch(() => undefined);
}

export async function forgetPushMember(): Promise<void> {
  await Promise.all([
    del(PUSH_RECORDS.signedIn, pushStore()),
    del(PUSH_RECORDS.unseen, pushStore()),
    del(PUSH_RECORDS.renewed, pushStore()),
    del(PUSH_RECORDS.language, pushStore()),
  ]).catch(() => undefined);
}
