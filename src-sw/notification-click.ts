/// <reference lib="webworker" />

/**
 * A tap on one of the app's notifications (docs/behaviour.md#live-alerts): the app's window is
 * focused and told which screen to show; with no window open, the app opens on that screen. Only
 * a path of this app is ever opened, whatever a notification's data says.
 */
import { appPathOf } from './push-notice';

declare const self: ServiceWorkerGlobalScope;

interface NotificationData {
  path?: unknown;
  memberTag?: unknown;
}

const appPath = (data: NotificationData | null): string =>
  appPathOf(typeof data?.path === 'string' ? data.path : '', self.location.origin);

async function openApp(path: string, memberTag: unknown): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(path);
    return;
  }
  try {
    await open.focus();
  } catch {
    // Focus is allowed only from a real tap; the screen still changes.
  }
  open.postMessage({ type: 'OPEN_FROM_NOTIFICATION', path, memberTag });
}

export function handleNotificationClick(event: NotificationEvent): void {
  const data = event.notification.data as NotificationData | null;
  event.notification.close();
  const opening = openApp(appPath(data), data?.memberTag);
  try {
    event.waitUntil(opening);
  } catch {
    // An event the worker did not get from the system (a test's) cannot be extended; it still opens.
  }
}

/** Sign-out or an ended sign-in: none of the member's notifications stays on the screen. */
export async function closeAllNotifications(): Promise<void> {
  const shown = await self.registration.getNotifications();
  shown.forEach((notification) => notification.close());
}
