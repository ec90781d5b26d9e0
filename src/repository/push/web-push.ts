/**
 * Web Push on this device (docs/push.md): subscribing with the backend's key when the member
 * turns Alerts on (and again at each opening while it is on), unsubscribing when it is turned
 * off, and forgetting it at sign-out. Where push is missing the open-app alerts go on as before,
 * and `pushStatus` says what is missing.
 */
import { useSyncExternalStore } from 'react';
import { deletePushSubscription, fetchPushKey, postPushSubscription } from '@/api/push-api';
import { pushMissingReason, type PushMissing } from '@/domain/push-support';
import { deviceLanguage, onLanguageChosen } from '@/repository/preferences/language-preference';
import {
  forgetPushMember,
  readPushMember,
  savePushLanguage,
  savePushMember,
  saveUnseenCount,
  takeRenewedSubscription,
} from '@/storage/push-state';

/** 'on': the backend pushes to this device; otherwise why only open-app alerts are possible. */
export type PushStatus = 'on' | 'off' | PushMissing;

let status: PushStatus = 'off';
// The endpoint this page handed the backend, read synchronously by logout: the worker forgets the
// stored one as soon as it hears of the sign-out, sooner than an IndexedDB read could finish.
let endpointInUse: string | null = null;
const listeners = new Set<() => void>();
const setStatus = (next: PushStatus) => {
  status = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const usePushStatus = (): PushStatus =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => 'off',
  );

// While the backend pushes here, a language picked in this tab or another is written for the worker.
let stopFollowingLanguage: (() => void) | null = null;

function followLanguage(): void {
  stopFollowingLanguage ??= onLanguageChosen(() => void keepPushLanguage());
}

function stopFollowing(): void {
  stopFollowingLanguage?.();
  stopFollowingLanguage = null;
}

/**
 * The worker writes its notifications in the device's language (src-sw/push-notice.ts): the
 * page keeps it in the push records when push starts and whenever it changes while push is on.
 */
async function keepPushLanguage(): Promise<void> {
  if (status === 'on') await savePushLanguage(deviceLanguage());
}

/** What this browser lacks for pushes to a closed app, or null when it has it all. */
export function browserMissing(): PushMissing | null {
  const nav = navigator as Navigator & { standalone?: boolean };
  return pushMissingReason({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: typeof PushManager !== 'undefined',
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches,
  });
}

const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** This browser's push subscription, if it has one; never rejects. */
async function currentSubscription(): Promise<PushSubscription | null> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return (await registration?.pushManager?.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Subscribes this device for the signed-in member (permission already granted) and hands the
 * subscription to the backend. Idempotent: the backend keeps one per endpoint.
 */
export async function startPush(memberTag: string): Promise<PushStatus> {
  const missing = browserMissing();
  if (missing) return (setStatus(missing), missing);
  try {
    const key = await fetchPushKey();
    if (key === null) return (setStatus('no-backend'), 'no-backend');
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(key),
      }));
    const renewed = await takeRenewedSubscription();
    const current = renewed?.endpoint ? renewed : subscription.toJSON();
    const member = await postPushSubscription(current);
    endpointInUse = current.endpoint ?? null;
    await Promise.all([
      savePushMember({ member, memberTag, endpoint: current.endpoint ?? '' }),
      savePushLanguage(deviceLanguage()),
    ]);
    setStatus('on');
    followLanguage();
    return 'on';
  } catch {
    // Offline, a refused subscription, a failing backend: open-app alerts still work, and the
    // next opening tries again.
    setStatus('failed');
    return 'failed';
  }
}

/** Alerts turned off: the backend forgets this device, and so does the browser. */
export async function stopPush(): Promise<void> {
  setStatus('off');
  stopFollowing();
  endpointInUse = null;
  const signedIn = await readPushMember();
  const subscription = await currentSubscription();
  const endpoint = subscription?.endpoint ?? signedIn?.endpoint;
  await Promise.all([
    endpoint ? deletePushSubscription(endpoint).catch(() => undefined) : undefined,
    subscription?.unsubscribe().catch(() => false),
    forgetPushMember(),
  ]);
}

/**
 * Sign-out, whatever ended it: this device stops receiving the member's pushes (the worker does
 * the same when told, src-sw/push.ts). The backend drops the subscription with the token.
 */
export async function forgetPushOnDevice(): Promise<void> {
  setStatus('off');
  stopFollowing();
  endpointInUse = null;
  const subscription = await currentSubscription();
  await Promise.all([subscription?.unsubscribe().catch(() => false), forgetPushMember()]);
}

/** The endpoint to delete on the backend at logout, read before the sign-out forgets it. */
export const pushEndpointToForget = (): string | null => endpointInUse;

/** The badge's count, for the worker to add pushed referrals to. */
export const keepUnseenCountForWorker = (count: number): Promise<void> => saveUnseenCount(count);
