/**
 * Until the outbox existed, queued writes were TanStack Query mutations inside the persisted cache
 * snapshot. A member updating with such writes still waiting keeps them: they move into the outbox,
 * with the idempotency key they may already have been sent with. One that cannot be sent safely
 * (no idempotency key, no member, a write this version does not know) is kept as failed, with the
 * reason, never dropped (docs/architecture.md#queued-writes).
 */
import { asRecord } from '@/domain/loose';
import { WRITE_STALE_MESSAGES } from '@/domain/write-messages';
import type { Msg } from '@/locales/messages';
import { addOutboxRecords } from '@/storage/outbox-store';
import { queuedDefinition, type QueuedWriteName } from '../write-registry';
import { OUTBOX_SCHEMA, readOutboxRecord, type OutboxRecord } from './outbox-record';

const LEGACY_NAMES: Readonly<Record<string, QueuedWriteName>> = {
  'accept-invite': 'acceptInvite',
  'create-referral': 'createReferral',
  'change-referral-status': 'changeReferralStatus',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** What the outbox lists for it: its item and description, when its variables allow them. */
function shown(name: QueuedWriteName, variables: unknown): { item?: string; description?: Msg } {
  try {
    const definition = queuedDefinition(name);
    return { item: definition.item(variables), description: definition.describe(variables) };
  } catch {
    return {};
  }
}

function toRecord(raw: unknown, memberKey: string, index: number): OutboxRecord {
  const mutation = asRecord(raw);
  const state = asRecord(mutation?.state);
  const key: unknown = mutation?.mutationKey;
  const legacyName = Array.isArray(key) ? String(key[0]) : '';
  const name = Object.hasOwn(LEGACY_NAMES, legacyName) ? LEGACY_NAMES[legacyName] : undefined;
  const variables = asRecord(state?.variables);
  const owner = text(variables?.memberKey);
  const idempotencyKey = text(variables?.idempotencyKey);
  const submittedAt = typeof state?.submittedAt === 'number' ? state.submittedAt : 0;
  // Moved again at a later start (the snapshot still held it), it keeps the same id.
  const id = idempotencyKey ?? `legacy-${submittedAt}-${index}`;
  const createdAt =
    typeof variables?.createdAt === 'number' ? variables.createdAt : Date.now() + index;
  // Accepts of old did not store the topic or start: unknown start means never stale.
  const data =
    name === 'acceptInvite' ? { topic: '', startsAt: null, ...variables } : (variables ?? {});
  const readable = name !== undefined && variables !== null;
  const failure = !readable
    ? WRITE_STALE_MESSAGES.unreadable
    : owner === null || idempotencyKey === null
      ? WRITE_STALE_MESSAGES.olderVersionIncomplete
      : null;
  const record = readOutboxRecord({
    schema: OUTBOX_SCHEMA,
    id,
    // Whose it is: the member its variables name, else the member whose snapshot held it.
    memberKey: owner ?? memberKey,
    memberName: '',
    // Unreadable: kept under its old name, which no version sends.
    write: readable ? name : legacyName,
    variables: data,
    ...(readable ? shown(name, data) : {}),
    idempotencyKey: id,
    createdAt,
    attempts: 0,
    nextAttemptAt: createdAt,
    // It may have been in flight when the app closed.
    unclear: true,
    awaitedUntil: null,
    state: failure === null ? 'queued' : 'failed',
    failure,
  });
  // readOutboxRecord returns null only without an id or a member key, both set above.
  return record!;
}

/**
 * Moves the old snapshot's queued writes into the outbox, in one transaction. Resolves to whether
 * every one of them is stored there now; never rejects. Writes already moved (an earlier start
 * whose snapshot was not replaced yet) are left as the outbox has them.
 */
export async function moveLegacyWrites(mutations: unknown[], memberKey: string): Promise<boolean> {
  const records = mutations.map((mutation, index) => toRecord(mutation, memberKey, index));
  return addOutboxRecords(records.map((record) => ({ id: record.id, record }))).then(
    () => true,
    () => false,
  );
}
