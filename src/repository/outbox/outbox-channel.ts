/**
 * How the tabs of the app keep one view of the outbox: the tab that changes a record says so, and
 * the others read it again (or apply a sent write to their own cached lists). Where
 * BroadcastChannel is missing, a tab learns of others' changes when it next reads the outbox.
 */
export type OutboxMessage =
  | { type: 'changed'; memberKey: string }
  | { type: 'sending'; memberKey: string; id: string }
  | {
      type: 'outcome';
      memberKey: string;
      id: string;
      write: string;
      variables: unknown;
      outcome: 'sent' | 'failed' | 'retrying';
      message: string | null;
    };

export interface OutboxChannel {
  post: (message: OutboxMessage) => void;
  close: () => void;
}

const CHANNEL_NAME = 'member-portal-outbox';

export function openOutboxChannel(onMessage: (message: OutboxMessage) => void): OutboxChannel {
  if (typeof BroadcastChannel !== 'function')
    return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => onMessage(event.data);
  let open = true;
  return {
    post(message) {
      if (!open) return;
      try {
        channel.postMessage(message);
      } catch {
        // Closed under us (page being torn down): the others read the outbox on their own.
      }
    },
    close() {
      open = false;
      channel.close();
    },
  };
}
