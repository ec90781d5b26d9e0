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
 * A notice already on screen is not shown again: a long queue sent at once says each thing once.
 */
export function WriteNotifier() {
  useEffect(() => {
    const showing = new Set<string>();
    return onWriteNotice(({ tone, message }) => {
      const id = `write-${tone}-${message}`;
      if (showing.has(id)) return;
      showing.add(id);
      notifications.show({
        id,
        color: COLORS[tone],
        message,
        // A failure of something the member did stays until dismissed: they may not have been
        // looking when a change made offline was refused.
        autoClose: tone === 'error' ? false : 5000,
        onClose: () => showing.delete(id),
      });
    });
  }, []);
  return null;
}
