/**
 * The install hint, once dismissed, stays dismissed on this device (a device preference, not
 * member data: it survives sign-out and is never mirrored).
 */
import { readItem, writeItem } from './safe-local-storage';

const KEY = 'install_hint_dismissed';

export function isInstallHintDismissed(): boolean {
  return readItem(KEY) !== null;
}

export function dismissInstallHint(): void {
  writeItem(KEY, '1');
}
