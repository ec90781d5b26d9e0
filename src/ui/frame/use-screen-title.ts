import { useDocumentTitle } from '@mantine/hooks';

export const APP_NAME = 'Member Portal';

/** Each screen names the browser tab and the task switcher, and tells screen readers where they are. */
export function useScreenTitle(screenTitle: string): void {
  useDocumentTitle(`${screenTitle} · ${APP_NAME}`);
}
