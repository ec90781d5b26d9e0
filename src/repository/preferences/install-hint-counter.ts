import { timesAppOpened } from '@/storage/install-hint';

/** Preferences of this device rather than of a member. */
export { dismissInstallHint, isInstallHintDismissed, noteAppOpened } from '@/storage/install-hint';

/**
 * The install hint waits for the second time the app is opened on this device: a first visit is
 * for what the member came to do, and the hint would compete with the screen still loading.
 */
export function isInstallHintDue(): boolean {
  return timesAppOpened() >= 2;
}
