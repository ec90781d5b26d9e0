import type { Shown } from '@/locales/messages';

/**
 * What a write has to tell the member (docs/behaviour.md#errors's alerts). Writes queued offline may
 * finish after a reload, long after the screen that made them is gone, so their outcome travels
 * through this channel to the shell, which shows it as an accessible notification.
 */
export interface WriteNotice {
  tone: 'success' | 'error' | 'info';
  /** The server's words exactly as sent, or one of the app's messages: shown with showText. */
  message: Shown;
}

const listeners = new Set<(notice: WriteNotice) => void>();

export function onWriteNotice(listener: (notice: WriteNotice) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceWrite(notice: WriteNotice): void {
  for (const listener of [...listeners]) {
    try {
      listener(notice);
    } catch {
      // One broken listener must not keep the others from hearing it.
    }
  }
}
