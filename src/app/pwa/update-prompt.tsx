import { showNotice } from '@/features/shared/notify';

/** Asks before switching to a new version so nobody loses a half-filled form. */
export function showUpdatePrompt(activate: () => void): void {
  showNotice({
    tone: 'info',
    title: 'A new version is available',
    message: 'Reload to get the latest version.',
    action: { label: 'Reload', onPress: activate },
  });
}
