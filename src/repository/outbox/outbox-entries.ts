/**
 * What a tab shows of its member's waiting writes: the records it last read from the outbox, plus
 * what it knows in memory (the write being sent right now, whether the device is online).
 */
import { isExpiredWrite } from '@/domain/write-schedule';
import { WRITE_STALE_MESSAGES } from '@/domain/write-messages';
import type { Shown } from '@/locales/messages';
import type { OutboxRecord } from './outbox-record';

/**
 * - 'sending': on its way now (or about to be);
 * - 'queued': waiting for the network;
 * - 'retrying': online, an earlier try failed, the next one is scheduled;
 * - 'failed': not sent, kept until the member retries or dismisses it.
 */
export type WriteState = 'sending' | 'queued' | 'retrying' | 'failed';

export interface WaitingWrite {
  id: string;
  write: string;
  variables: unknown;
  /** One line naming the change, e.g. 'Accept: Weekly session': shown with showText. */
  description: Shown;
  createdAt: number;
  state: WriteState;
  /** Why it was not sent (state 'failed'), else null: shown with showText. */
  failure: Shown | null;
}

export function toWaitingWrite(
  record: OutboxRecord,
  {
    sendingId,
    online,
    now,
    clockOffset,
  }: { sendingId: string | null; online: boolean; now: number; clockOffset: number | null },
): WaitingWrite {
  const base = {
    id: record.id,
    write: record.write,
    variables: record.variables,
    description: record.description,
    createdAt: record.createdAt,
  };
  if (record.state === 'failed') return { ...base, state: 'failed', failure: record.failure };
  if (record.id === sendingId) return { ...base, state: 'sending', failure: null };
  if (isExpiredWrite(record, now, clockOffset)) {
    return { ...base, state: 'failed', failure: WRITE_STALE_MESSAGES.expired };
  }
  if (!online) return { ...base, state: 'queued', failure: null };
  return { ...base, state: record.attempts > 0 ? 'retrying' : 'sending', failure: null };
}
