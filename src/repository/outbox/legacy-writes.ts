/**
 * Until the outbox existed, queued writes were TanStack Query mutations inside the persisted cache
 * snapshot. A member updating with such writes still waiting keeps them: they move into the outbox,
 * with the idempotency key they may already have been sent with.
 */
import { asRecord } from '@/domain/loose';
import { putOutboxRecord } from '@/storage/outbox-store';
import { queuedDefinition, type QueuedWriteName } from '../write-registry';
import { OUTBOX_SCHEMA, type OutboxRecord } from './outbox-record';

const LEGACY_NAMES: Record<string, QueuedWriteName> = {
  'accept-invite': 'acceptInvite',
  'create-referral': 'createReferral',
  'change-referral-status': 'changeReferralStatus',
};

function toRecord(raw: unknown, memberKey: string, index: number): OutboxRecord | null {
  const mutation = asRecord(raw);
  const key: unknown = mutation?.mutationKey;
  const name = Array.isArray(key) ? LEGACY_NAMES[String(key[0])] : undefined;
  const variables = asRecord(asRecord(mutation?.state)?.variables);
  if (!name || !variables || variables.memberKey !== memberKey) return null;
  const idempotencyKey =
    typeof variables.idempotencyKey === 'string' ? variables.idempotencyKey : '';
  if (!idempotencyKey) return null;
  const definition = queuedDefinition(name);
  const createdAt =
    typeof variables.createdAt === 'number' ? variables.createdAt : Date.now() + index;
  // Accepts of old did not store the topic or start: unknown start means never stale.
  const data = name === 'acceptInvite' ? { topic: '', startsAt: null, ...variables } : variables;
  return {
    schema: OUTBOX_SCHEMA,
    id: idempotencyKey,
    memberKey,
    memberName: '',
    write: name,
    variables: data,
    item: definition.item(data),
    description: definition.describe(data),
    idempotencyKey,
    createdAt,
    attempts: 0,
    nextAttemptAt: createdAt,
    // It may have been in flight when the app closed.
    unclear: true,
    awaitedUntil: null,
    state: 'queued',
    failure: null,
  };
}

/** Moves the old snapshot's queued writes into the outbox. Never rejects. */
export async function moveLegacyWrites(mutations: unknown[], memberKey: string): Promise<void> {
  const records = mutations
    .map((mutation, index) => toRecord(mutation, memberKey, index))
    .filter((record): record is OutboxRecord => record !== null);
  for (const record of records) {
    await putOutboxRecord(record.id, record).catch(() => undefined);
  }
}
