import { notifications, notificationsStore } from '@mantine/notifications';
import { createElement } from 'react';
import type { Shown } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { showText } from '@/ui/i18n/use-t';
import { markNoticesWanted } from './notices-wanted';
import { NoticeWithAction } from './notice-with-action';

export type NoticeTone = 'success' | 'error' | 'info';

const COLORS: Record<NoticeTone, string> = { success: 'green', error: 'red', info: 'blue' };

/** Shown or waiting to be shown: Mantine's own store knows, even after a clean-up. */
function isShowing(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((notice) => notice.id === id);
}

/**
 * What a notice says: the server's words as sent, or one of ours, put in the language shown when
 * it appears (a notice passes; it does not follow a later switch of language).
 */
export interface Notice {
  tone: NoticeTone;
  message: Shown;
  title?: Shown;
  /** A button in the notice, e.g. Reload for a new version. A notice with one stays. */
  action?: NoticeAction;
  /**
   * A live alert (docs/behaviour.md#live-alerts): read politely (a status, not an alert that
   * interrupts) and faded after this long even with a button, since what it offers is also on
   * screen elsewhere. Shown at the bottom, apart from the notices of what the member did.
   */
  liveForMs?: number;
}

export interface NoticeAction {
  label: Shown;
  onPress: () => void;
  /** Added to the button's accessible name ('Join Session: Weekly session'). */
  context?: string;
}

/**
 * The one way the app shows a notice: the spec's "alerts" as accessible notifications carrying
 * the exact text, never window.alert. What the member started and what needs them (errors, a
 * notice with a button) stays until dismissed, since they may not have been looking; the rest
 * fades after 5 s. Background refresh failures are never noticed: the "last updated" strip says
 * it instead (docs/behaviour.md#errors). A notice already on screen is not shown again, so a
 * long queue of changes sent at once says each thing once.
 */
export function showNotice(notice: Notice): string {
  const { tone, action, liveForMs } = notice;
  const message = showText(translate, notice.message);
  const title = notice.title === undefined ? undefined : showText(translate, notice.title);
  const id = `notice-${tone}-${title ?? ''}-${message}`;
  if (isShowing(id)) return id;
  markNoticesWanted();
  notifications.show({
    id,
    color: COLORS[tone],
    title,
    message: action
      ? createElement(NoticeWithAction, {
          message,
          action: { ...action, label: showText(translate, action.label) },
        })
      : message,
    autoClose: liveForMs ?? (tone === 'error' || action ? false : 5000),
    role: liveForMs === undefined ? undefined : 'status',
    // At the bottom, apart from what the member started: an error still shows at once.
    position: liveForMs === undefined ? undefined : 'bottom-center',
    // The close button has no text of its own: this is its accessible name.
    closeButtonProps: { 'aria-label': translate('notice.close') },
  });
  return id;
}

/** Takes a notice away, e.g. the member's alerts at sign-out. */
export function hideNotice(id: string): void {
  notifications.hide(id);
}

export function notifySuccess(message: Shown): void {
  showNotice({ tone: 'success', message });
}

export function notifyError(message: Shown): void {
  showNotice({ tone: 'error', message });
}
