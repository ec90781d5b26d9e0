/**
 * One queued write as stored in the outbox (src/storage/outbox-store.ts): plain data only, never
 * a token. `schema` lets a later version of the app read, migrate or at least show what an
 * earlier one left waiting.
 */
import { asRecord } from '@/domain/loose';
import { readShown, SOME_CHANGE, WRITE_STALE_MESSAGES } from '@/domain/write-messages';
import type { Shown } from '@/locales/messages';
import { isQueuedWriteName } from '../write-registry';

export const OUTBOX_SCHEMA = 1;

export interface OutboxRecord {
  schema: typeof OUTBOX_SCHEMA;
  id: string;
  /** Whose write it is: it is only ever sent while this member is signed in. */
  memberKey: string;
  /** Shown when another member signs in on the same device ("Changes of <name> ..."). */
  memberName: string;
  /** Its name in the registry. */
  write: string;
  variables: unknown;
  /** Stored with it so a write this version cannot read is still listed and ordered. */
  item: string;
  /**
   * One line for the list of waiting changes: a Msg, shown in the language in use (an older
   * version stored it as English text, which is shown as it is).
   */
  description: Shown;
  /** The same on every replay; a manual retry of a failed write gets a new one. */
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** The wait chosen at the last failure: a clock moved back cannot stretch it (0 before any). */
  waitMs: number;
  /** That wait is the server's Retry-After, which a reconnect does not cut short. */
  serverAsked: boolean;
  /** Server time minus device time at the tap (null if unknown): the write ages on the server's clock. */
  clockOffset: number | null;
  /** An earlier try ended without a definite answer: the server may have acted. */
  unclear: boolean;
  /**
   * Tapped online: until this time the tap waits on the first try, and any answer to it is shown
   * at once instead of queued (docs/behaviour.md#waiting-changes). Null for a write made offline.
   */
  awaitedUntil: number | null;
  state: 'queued' | 'failed';
  /** Why it was not sent, for the member (the server's words, or a Msg); null while it is queued. */
  failure: Shown | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const time = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The stored value as a record, or null when it cannot even be told whose it is (then nobody
 * could be shown it). A record of another schema or of a write this version does not know is
 * kept as failed, with a reason: an update never silently loses a waiting change.
 */
export function readOutboxRecord(raw: unknown): OutboxRecord | null {
  const value = asRecord(raw);
  const id = text(value?.id);
  const memberKey = text(value?.memberKey);
  if (!value || !id || !memberKey) return null;
  const createdAt = time(value.createdAt) ?? 0;
  const record: OutboxRecord = {
    schema: OUTBOX_SCHEMA,
    id,
    memberKey,
    memberName: text(value.memberName) ?? '',
    write: text(value.write) ?? '',
    variables: value.variables,
    item: text(value.item) ?? id,
    description: readShown(value.description) ?? SOME_CHANGE,
    idempotencyKey: text(value.idempotencyKey) ?? id,
    createdAt,
    attempts: time(value.attempts) ?? 0,
    nextAttemptAt: time(value.nextAttemptAt) ?? createdAt,
    waitMs: Math.max(time(value.waitMs) ?? 0, 0),
    serverAsked: value.serverAsked === true,
    clockOffset: time(value.clockOffset),
    unclear: value.unclear === true,
    awaitedUntil: time(value.awaitedUntil),
    state: value.state === 'failed' ? 'failed' : 'queued',
    failure: readShown(value.failure),
  };
  const readable = value.schema === OUTBOX_SCHEMA && isQueuedWriteName(record.write);
  if (readable) return record;
  return { ...record, state: 'failed', failure: WRITE_STALE_MESSAGES.unreadable };
}
