import { useDocumentTitle } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import type { MessageId } from '@/locales/messages';
import { useT } from '@/ui/i18n/use-t';
import type { TabIcon } from './nav-icons';

/** The app's name: a name, kept as it is in every language (docs/decisions.md#languages). */
export const APP_NAME = 'Member Portal';

/** A screen's entry in the tab bar and the desktop's top navigation. */
export interface NavTab {
  /** The screen's path: the tab is current on any path under it. */
  path: string;
  /** Where the tab goes, when not the path itself (Referrals opens on Received). */
  to: string;
  /** Its name, a message of the 'member' catalog (tabs show only to a signed-in member). */
  label: MessageId;
  icon: TabIcon;
  adminOnly?: boolean;
  /** Shows the count of received referrals not seen yet. */
  countsNew?: boolean;
}

/**
 * What the app's route table (src/app/routes.ts) tells the UI it renders: the tabs of the
 * navigation, and the title of the screen on show. Context, not an import, because the table
 * names the screens and the UI sits below them.
 */
export const NavTabsContext = createContext<readonly NavTab[]>([]);
export const ScreenTitleContext = createContext<MessageId | null>(null);

/** The title of the screen on show, in the shown language: its heading, and the browser tab's name. */
export function useScreenTitle(): string {
  const t = useT();
  const title = useContext(ScreenTitleContext);
  return title === null ? '' : t(title);
}

/** Names the browser tab and the task switcher, and tells screen readers where they are. */
export function useDocumentTitleOf(screenTitle: string): void {
  useDocumentTitle(`${screenTitle} · ${APP_NAME}`);
}
