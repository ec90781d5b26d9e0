/**
 * The one hook every write goes through: `useWrite('acceptInvite')` gives a function that runs
 * the write as its registry entry says and resolves to a WriteOutcome; it never rejects. What the
 * member is told (docs/behaviour.md#errors's alerts) reaches the shell through write-notices.ts.
 */
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@/domain/error-message';
import type { Shown } from '@/locales/messages';
import { hasWritesToDrop } from '@/storage/writes-to-drop';
import {
  OUTBOX_TEXTS,
  QUEUED_OFFLINE_MESSAGE,
  REFUSED_OFFLINE_MESSAGE,
} from '@/domain/write-messages';
import { cacheEditor } from './engine/cache-editor';
import type { MemberEngine } from './engine/member-engine';
import { writeKey } from './engine/online-writes';
import { newIdempotencyKey } from './idempotency-key';
import { useMemberEngine } from './member-data-provider';
import { currentMemberKey } from './member-key';
import type { OnlineWriteDefinition, WriteOutcome } from './write-definition';
import { announceWrite } from './write-notices';
import {
  queuedDefinition,
  WRITES,
  type InputOf,
  type QueuedWriteName,
  type WriteName,
} from './write-registry';

export type { WriteOutcome } from './write-definition';

const failed = (message: Shown): WriteOutcome => ({ status: 'failed', message });

/** Stored first, then sent: a reload or a closed app mid-request cannot lose or double it. */
async function runQueued(
  engine: MemberEngine,
  name: QueuedWriteName,
  input: unknown,
): Promise<WriteOutcome> {
  const online = onlineManager.isOnline();
  const record = await engine.outbox.enqueue(name, input, { awaited: online });
  if (!record && online) return sendUnstored(engine, name, input);
  if (!record) {
    // Storage failed or hung: nothing is queued, the screen keeps what was typed.
    announceWrite({ tone: 'error', message: OUTBOX_TEXTS.storageFailed });
    return failed(OUTBOX_TEXTS.storageFailed);
  }
  if (!online) {
    announceWrite({ tone: 'info', message: QUEUED_OFFLINE_MESSAGE });
    return { status: 'queued' };
  }
  const first = await engine.outbox.firstOutcome(record.id);
  if (first.outcome === 'sent') return { status: 'sent' };
  if (first.outcome === 'failed') return failed(first.message);
  announceWrite({ tone: 'info', message: OUTBOX_TEXTS.retrying });
  return { status: 'queued' };
}

/**
 * Online, with storage that fails or hangs (some private modes): the write cannot wait on the
 * device, but it can still be sent now, once, like a write that needs the network.
 */
async function sendUnstored(
  engine: MemberEngine,
  name: QueuedWriteName,
  input: unknown,
): Promise<WriteOutcome> {
  const definition = queuedDefinition(name);
  const asker = engine.memberKey;
  const variables = definition.variables(input, { now: Date.now(), memberKey: asker });
  // Kept nowhere, so no logout can drop it later: it goes only in the sign-in it was tapped in
  // (after a logout, signing in again as the same member is not enough: that logout dropped
  // it), and not while changes of the member a logout dropped may remain (the outbox's rule).
  if (!engine.isRunning() || currentMemberKey() !== asker || hasWritesToDrop(asker)) {
    if (engine.isRunning()) announceWrite({ tone: 'error', message: OUTBOX_TEXTS.storageFailed });
    return failed(OUTBOX_TEXTS.storageFailed);
  }
  try {
    await definition.send(variables, { idempotencyKey: newIdempotencyKey() });
  } catch (error) {
    const message = errorMessage(error, definition.messages.failure);
    if (currentMemberKey() === asker) announceWrite({ tone: 'error', message });
    return failed(message);
  }
  if (currentMemberKey() !== asker) return { status: 'sent' };
  await definition.onSent?.(cacheEditor(engine.queryClient, asker), variables);
  const success = definition.messages.success?.(variables);
  if (success) announceWrite({ tone: 'success', message: success });
  return { status: 'sent' };
}

type Mutate = (variables: { input: unknown; idempotencyKey: string }) => Promise<unknown>;

/**
 * Needs the network now: refused offline. Its answer is applied only while the member who asked
 * is still the one signed in: a late answer never crosses a sign-out.
 */
async function runOnline(
  engine: MemberEngine,
  definition: OnlineWriteDefinition<unknown, unknown>,
  input: unknown,
  mutate: Mutate,
): Promise<WriteOutcome> {
  const { messages } = definition;
  const tell = (message: Shown) => {
    if (!messages.failureShownInline) announceWrite({ tone: 'error', message });
  };
  if (!onlineManager.isOnline()) {
    tell(REFUSED_OFFLINE_MESSAGE);
    return { status: 'refused', message: REFUSED_OFFLINE_MESSAGE };
  }
  const asker = engine.memberKey;
  let result: unknown;
  try {
    result = await mutate({ input, idempotencyKey: newIdempotencyKey() });
  } catch (error) {
    const message = errorMessage(error, messages.failure);
    if (currentMemberKey() === asker) tell(message);
    return failed(message);
  }
  if (currentMemberKey() !== asker) return { status: 'sent' };
  await definition.onSent?.(cacheEditor(engine.queryClient, asker), input, result);
  const success = messages.success?.(input);
  if (success) announceWrite({ tone: 'success', message: success });
  return { status: 'sent' };
}

export function useWrite<K extends WriteName>(
  name: K,
): (input: InputOf<K>) => Promise<WriteOutcome> {
  const engine = useMemberEngine();
  const { mutateAsync } = useMutation<unknown, unknown, { input: unknown; idempotencyKey: string }>(
    {
      mutationKey: writeKey(name),
    },
  );
  return useCallback(
    async (input: InputOf<K>): Promise<WriteOutcome> => {
      const definition = WRITES[name];
      if (definition.mode === 'queued') return runQueued(engine, name as QueuedWriteName, input);
      if (definition.mode === 'online') {
        return runOnline(
          engine,
          definition as OnlineWriteDefinition<unknown, unknown>,
          input,
          mutateAsync,
        );
      }
      // Fire and forget: its outcome is ignored (docs/behaviour.md#server-calls).
      void definition
        .send(input as never, { idempotencyKey: newIdempotencyKey() })
        .catch(() => undefined);
      return { status: 'sent' };
    },
    [engine, name, mutateAsync],
  );
}
