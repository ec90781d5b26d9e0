import { useEffect } from 'react';
import { onWriteNotice } from '@/repository/write-notices';

/** The notice code loads with the first notice: most visits, and every first /login, show none. */
const loadNotify = () => import('@/ui/notices/notify');

/**
 * Shows what writes report (docs/behaviour.md's alerts) as notices. Mounted once in the shell: a write
 * replayed after a reload, or by another tab, has no screen of its own.
 */
export function WriteNotifier() {
  useEffect(
    () =>
      onWriteNotice((notice) => {
        void loadNotify().then(({ showNotice }) => showNotice(notice));
      }),
    [],
  );
  return null;
}
