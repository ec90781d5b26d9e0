/**
 * How the tabs of the app keep one view of the outbox: the tab that changes a record says so, and
 * the others read it again (or apply a sent write to their own cached lists). Where
 * BroadcastChannel is missing, a tab learns of others' changes when it next reads the outbox.
 *
 * A page put in the back/forward cache closes its channel: Chromium evicts a cached page that is
 * sent a message, and a page that cannot be restored loses the instant Back. It reopens when the
 * page is shown again (and then reads the outbox afresh: it may have missed messages).
 */
import type { Shown } from '@/locales/messages';

/**
 * What one try did: 'sent'; 'refused' (answered while its tap waited: shown, and the record is
 * gone); 'failed' (refused for good, kept for the member); 'retrying' (tried again later).
 */
export type WriteTryOutcome = 'sent' | 'refused' | 'failed' | 'retrying';

export type OutboxMessage =
  | { type: 'changed'; memberKey: string }
  | { type: 'sending'; memberKey: string; id: string }
  | {
      type: 'outcome';
      memberKey: string;
      id: string;
      write: string;
      variables: unknown;
      outcome: WriteTryOutcome;
      /** Plain data: the server's words, or a Msg (read back with readShown). */
      message: Shown | null;
    };

export interface OutboxChannel {
  post: (message: OutboxMessage) => void;
  close: () => void;
}

const CHANNEL_NAME = 'member-portal-outbox';

export function openOutboxChannel(
  onMessage: (message: OutboxMessage) => void,
  onReopened: () => void,
): OutboxChannel {
  if (typeof BroadcastChannel !== 'function')
    return { post: () => undefined, close: () => undefined };
  let channel: BroadcastChannel | null = null;
  const open = () => {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<OutboxMessage>) => onMessage(event.data);
  };
  const shut = () => {
    channel?.close();
    channel = null;
  };
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) shut();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || channel) return;
    open();
    onReopened();
  };
  open();
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return {
    post(message) {
      try {
        channel?.postMessage(message);
      } catch {
        // Closed under us (page being torn down): the others read the outbox on their own.
      }
    },
    close() {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      shut();
    },
  };
}
