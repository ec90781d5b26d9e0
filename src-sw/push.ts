/// <reference lib="webworker" />
import { isOnScreen, pushNotice, readPushPayload, type PushNotice } from './push-notice';
import {
  addUnseen,
  forgetPushMember,
  keepRenewedSubscription,
  readPushLanguage,
  readPushMember,
} from './push-state';
import { workerLanguage } from './push-notice';

/**
 * Web Push for a closed app (docs/push.md): the worker shows each push, counts received
 * referrals on the app's badge, keeps a renewed subscription for the page to hand to the backend,
 * and forgets everything of the member at sign-out.
 */
declare const self: ServiceWorkerGlobalScope & {
  navigator: WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
};

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-96.png';

async function show(notice: PushNotice, silent = false): Promise<void> {
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    icon: ICON,
    badge: BADGE,
    data: notice.data,
    silent,
  });
}

/**
 * A window already on that screen, in front of the member, is told instead: it refreshes and
 * says the news in the app. The browser still expects a notification for the push (Chrome shows
 * its own "updated in the background" otherwise, and Safari may end the subscription), so one is
 * shown silently and closed at once.
 */
async function tellWindowOnScreen(notice: PushNotice, type: string): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const onScreen = windows.find((client) =>
    isOnScreen(client, notice.data.path, self.location.origin),
  );
  if (!onScreen) return false;
  onScreen.postMessage({ type: 'PUSH_ON_SCREEN', path: notice.data.path, pushType: type });
  await show(notice, true);
  const shown = await self.registration.getNotifications({ tag: notice.tag });
  shown.forEach((notification) => notification.close());
  return true;
}

async function onPush(event: PushEvent): Promise<void> {
  const payload = readPushPayload(event.data?.text() ?? null);
  const [signedIn, stored] = await Promise.all([readPushMember(), readPushLanguage()]);
  // The device's language, which the app keeps in the push records; else the browser's.
  const language = workerLanguage(stored, self.navigator.languages ?? [self.navigator.language]);
  const notice = pushNotice(payload, signedIn, self.location.origin, language);
  if (notice.forMember && payload?.type === 'referral-received') {
    const unseen = await addUnseen();
    await self.navigator.setAppBadge?.(unseen).catch(() => undefined);
  }
  if (notice.forMember && (await tellWindowOnScreen(notice, payload?.type ?? ''))) return;
  await show(notice);
}

/** The browser renewed the subscription: kept until a page, which has the token, posts it. */
async function onSubscriptionChange(event: Event): Promise<void> {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
  };
  const renewed =
    change.newSubscription ??
    (change.oldSubscription
      ? await self.registration.pushManager.subscribe(change.oldSubscription.options)
      : null);
  if (renewed) await keepRenewedSubscription(renewed.toJSON());
}

/** Sign-out or an ended sign-in: this device stops receiving the member's pushes. */
export async function forgetPushAtSignOut(): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription().catch(() => null);
  await Promise.all([subscription?.unsubscribe().catch(() => false), forgetPushMember()]);
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
  self.addEventListener('pushsubscriptionchange', (event) =>
    (event as ExtendableEvent).waitUntil(onSubscriptionChange(event)),
  );
}
