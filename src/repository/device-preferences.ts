/** Preferences of this device rather than of a member. */
export { dismissInstallHint, isInstallHintDismissed } from '@/storage/install-hint';
