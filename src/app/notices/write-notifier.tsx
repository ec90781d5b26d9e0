import { useEffect } from 'react';
import { showNotice } from '@/features/shared/notify';
import { onWriteNotice } from '@/repository/write-notices';

/**
 * Shows what writes report (docs/behaviour.md's alerts) as notices. Mounted once in the shell: a write
 * replayed after a reload, or by another tab, has no screen of its own.
 */
export function WriteNotifier() {
  useEffect(() => onWriteNotice(showNotice), []);
  return null;
}
