import { notifications, notificationsStore } from '@mantine/notifications';

export type NoticeTone = 'success' | 'error' | 'info';

const COLORS: Record<NoticeTone, string> = { success: 'green', error: 'red', info: 'blue' };

import { CLOSE_NOTICE_LABEL } from './notice-labels';

/** Shown or waiting to be shown: Mantine's own store knows, even after a clean-up. */
function isShowing(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((notice) => notice.id === id);
}

/**
 * The one way the app shows a notice: SPEC.md's "alerts" as accessible notifications carrying the
 * exact text, never window.alert. Errors stay until dismissed (the member may not have been
 * looking); others fade after 5 s. A notice already on screen is not shown again, so a long queue
 * of changes sent at once says each thing once.
 */
export function showNotice({ tone, message }: { tone: NoticeTone; message: string }): void {
  const id = `notice-${tone}-${message}`;
  if (isShowing(id)) return;
  notifications.show({
    id,
    color: COLORS[tone],
    message,
    autoClose: tone === 'error' ? false : 5000,
    closeButtonProps: { 'aria-label': CLOSE_NOTICE_LABEL },
  });
}

export function notifySuccess(message: string): void {
  showNotice({ tone: 'success', message });
}

export function notifyError(message: string): void {
  showNotice({ tone: 'error', message });
}
