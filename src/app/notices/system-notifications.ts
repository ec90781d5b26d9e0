/**
 * System notifications through the service worker (docs/behaviour.md#live-alerts). Each carries
 * where a tap leads and whose it is; the worker opens that screen (src-sw/notification-click.ts).
 * Failures are quiet: the in-app notice has already said it.
 */

export interface SystemNotice {
  title: string;
  /** Replaces an earlier notification with the same tag (several tabs, several polls). */
  tag: string;
  /** The app's path a tap opens. */
  path: string;
  memberTag: string;
}

const registration = async (): Promise<ServiceWorkerRegistration | undefined> =>
  'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined;

export async function showSystemNotification(notice: SystemNotice): Promise<void> {
  try {
    if (!('Notification' in window) || Notification.permission !== 'granted') return;
    await (
      await registration()
    )?.showNotification(notice.title, {
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      data: { path: notice.path, memberTag: notice.memberTag },
    });
  } catch {
    // No worker, or the browser refused: the notice inside the app stands.
  }
}

/** Closes every notification the app showed: at sign-out, nothing of the member stays on screen. */
export async function closeSystemNotifications(): Promise<void> {
  try {
    const shown = (await (await registration())?.getNotifications()) ?? [];
    shown.forEach((notification) => notification.close());
  } catch {
    // Nothing shown, or no worker.
  }
}
