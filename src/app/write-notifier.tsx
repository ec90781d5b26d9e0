import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onWriteNotice, type WriteNotice } from '@/repository/write-notices';

const COLORS: Record<WriteNotice['tone'], string> = {
  success: 'green',
  error: 'red',
  info: 'blue',
};

/**
 * Shows what writes report (SPEC.md's alerts) as notifications, which Mantine announces through
 * a live region. Mounted once in the shell: a write replayed after a reload has no screen of its own.
 */
export function WriteNotifier() {
  useEffect(
    () =>
      onWriteNotice(({ tone, message }) => {
        notifications.show({
          color: COLORS[tone],
          message,
          // A failure of something the member did stays until dismissed: they may not have been
          // looking when a change made offline was refused.
          autoClose: tone === 'error' ? false : 5000,
        });
      }),
    [],
  );
  return null;
}
