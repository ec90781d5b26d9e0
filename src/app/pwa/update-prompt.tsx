/** Asks before switching to a new version so nobody loses a half-filled form. */
export function showUpdatePrompt(activate: () => void): void {
  // The notice code loads with the first notice (a new version is rare; /login's first load
  // does not carry it).
  void import('@/ui/notices/notify').then(({ showNotice }) =>
    showNotice({
      tone: 'info',
      title: 'A new version is available',
      message: 'Reload to get the latest version.',
      action: { label: 'Reload', onPress: activate },
    }),
  );
}
