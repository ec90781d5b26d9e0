import { msg } from '@/locales/messages';

/** Asks before switching to a new version so nobody loses a half-filled form. */
export function showUpdatePrompt(activate: () => void): void {
  // The notice code loads with the first notice (a new version is rare; /login's first load
  // does not carry it).
  void import('@/ui/notices/notify').then(({ showNotice }) =>
    showNotice({
      tone: 'info',
      title: msg('update.title'),
      message: msg('update.message'),
      action: { label: msg('common.reload'), onPress: activate },
    }),
  );
}
