/**
 * The install hint, once dismissed, stays dismissed on this device (a device preference, not
 * member data: it survives sign-out and is never mirrored).
 */
import { readItem, writeItem } from './safe-local-storage';
import { DEVICE_PREFERENCE_KEYS } from './storage-keys';

const KEY = DEVICE_PREFERENCE_KEYS.installHintDismissed;

export function isInstallHintDismissed(): boolean {
  return readItem(KEY) !== null;
}

export function dismissInstallHint(): void {
  writeItem(KEY, '1');
}

const OPENED_KEY = DEVICE_PREFERENCE_KEYS.appOpened;

/** Counts the times the app was opened on this device (page loads), up to a few. */
export function noteAppOpened(): void {
  writeItem(OPENED_KEY, String(Math.min(timesAppOpened() + 1, 9)));
}

export function timesAppOpened(): number {
  const count = Number(readItem(OPENED_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}
