import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import type { SubscriptionJson } from '../../demo-api/test/push-browser';

/**
 * Where the stand-in push service keeps its certificate. playwright.config.ts hands the file to
 * the demo API (PUSH_CA_FILE, read at each send), so the stand-in a test starts is trusted.
 */
export const PUSH_CERT_DIR = path.join(
  tmpdir(),
  `member-portal-e2e-push-${process.env.E2E_PORT ?? 4317}`,
);
export const PUSH_CA_FILE = path.join(PUSH_CERT_DIR, 'stand-in-cert.pem');

/**
 * The page's PushManager, answering with `subscription` (its endpoint on the stand-in): a real
 * push service cannot be reached from here. What the app then hands the backend is what a browser
 * would. Unsubscribing forgets it, as a browser does.
 */
export async function fakePushManager(page: Page, subscription: SubscriptionJson): Promise<void> {
  await page.addInitScript((json) => {
    let current: object | null = null;
    const make = (options: PushSubscriptionOptionsInit) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options,
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: () => ((current = null), Promise.resolve(true)),
    });
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      current = make(options ?? {});
      return Promise.resolve(current as PushSubscription);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription);
  }, subscription);
}

/**
 * Hands pushes to the app's service worker, as the browser does when its push service delivers
 * one (Chrome DevTools Protocol). Call once the worker is registered.
 */
export async function pushDelivery(
  page: Page,
  origin: string,
): Promise<(data: string) => Promise<void>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  return async (data) => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
  };
}

/** The notifications the app's worker has on screen, by title. */
export const notificationsOnScreen = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.title);
  });
