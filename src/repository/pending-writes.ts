/**
 * The writes still waiting in the outbox, as the screens show them on the items they concern
 * (docs/behaviour.md#waiting-changes): an Accept on its session, a new referral first in Sent,
 * a status change on its received referral, and all of them in the header's list.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { ReferralStatus } from '@/domain/types';
import { sameShown } from '@/domain/write-messages';
import type { Shown } from '@/locales/messages';
import {
  activeOutbox,
  NO_WAITING_WRITES,
  readWaitingWrites,
  subscribeWaitingWrites,
} from './outbox/active-outbox';
import type { WaitingWrite, WriteState } from './outbox/outbox-entries';
import type { QueuedWriteName, VariablesOf } from './write-registry';
import { loadMemberKey, loadWaiting } from './lazy-code';

export type { WaitingWrite, WriteState } from './outbox/outbox-entries';

export interface PendingWrite<V> {
  id: string;
  variables: V;
  state: WriteState;
  /** Why it was not sent (state 'failed'): shown with showText. */
  failure: Shown | null;
}

/** Every write of the member still on this device, oldest first: logout warns before it drops them. */
export function useWaitingWriteList(): readonly WaitingWrite[] {
  return useSyncExternalStore(subscribeWaitingWrites, readWaitingWrites, () => NO_WAITING_WRITES);
}

const NOTHING_PENDING: ReadonlyArray<PendingWrite<unknown>> = [];

const samePending = (a: ReadonlyArray<PendingWrite<unknown>>, b: PendingWrite<unknown>[]) =>
  a.length === b.length &&
  a.every(
    (write, i) =>
      write.id === b[i]!.id &&
      write.state === b[i]!.state &&
      sameShown(write.failure, b[i]!.failure) &&
      write.variables === b[i]!.variables,
  );

// The last list of each kind, so a change to another kind's writes (an Accept queued, sent) hands
// the screens the same array and re-renders nothing of a referral list, and the reverse.
const lastPending = new Map<
  QueuedWriteName,
  { from: readonly WaitingWrite[]; list: ReadonlyArray<PendingWrite<unknown>> }
>();

function pendingOf(name: QueuedWriteName): ReadonlyArray<PendingWrite<unknown>> {
  const waiting = readWaitingWrites();
  const last = lastPending.get(name);
  if (last?.from === waiting) return last.list;
  const next = waiting
    .filter((write) => write.write === name)
    .map(({ id, variables, state, failure }) => ({ id, variables, state, failure }));
  const list =
    next.length === 0 ? NOTHING_PENDING : last && samePending(last.list, next) ? last.list : next;
  lastPending.set(name, { from: waiting, list });
  return list;
}

function usePending<K extends QueuedWriteName>(
  name: K,
): ReadonlyArray<PendingWrite<VariablesOf<K>>> {
  const read = () => pendingOf(name);
  // A write's name says what its variables are (write-registry.ts).
  return useSyncExternalStore(subscribeWaitingWrites, read, () => NOTHING_PENDING) as ReadonlyArray<
    PendingWrite<VariablesOf<K>>
  >;
}

/** Accepts not yet confirmed by the server (or refused), by session id; the latest wins. */
export function usePendingAccepts(): ReadonlyMap<
  string,
  PendingWrite<VariablesOf<'acceptInvite'>>
> {
  const pending = usePending('acceptInvite');
  return useMemo(
    () => new Map(pending.map((write) => [write.variables.sessionId, write])),
    [pending],
  );
}

/** Referrals created but not yet confirmed (or refused), oldest first. */
export function usePendingReferrals(): ReadonlyArray<PendingWrite<VariablesOf<'createReferral'>>> {
  return usePending('createReferral');
}

export interface PendingStatus {
  id: string;
  status: ReferralStatus;
  state: WriteState;
  failure: Shown | null;
}

/** Status changes not yet confirmed, by referral id; the latest change wins. */
export function usePendingStatusChanges(): ReadonlyMap<string, PendingStatus> {
  const pending = usePending('changeReferralStatus');
  return useMemo(
    () =>
      new Map(
        pending.map(({ id, variables, state, failure }) => [
          variables.referralId,
          { id, status: variables.status, state, failure },
        ]),
      ),
    [pending],
  );
}

/** What the member can do with a write that was not sent. */
export const waitingWriteActions = {
  retry: (id: string) => activeOutbox()?.retry(id) ?? Promise.resolve(),
  dismiss: (id: string) => activeOutbox()?.dismiss(id) ?? Promise.resolve(),
};

/**
 * How many of the member's changes wait on this device, for Logout's question. Right after the
 * app opens, the outbox has not read them from disk yet and its list is empty; a tap on Logout
 * then must not take that for "nothing waits", so the stored records are counted. Never rejects.
 */
export async function countWaitingWrites(): Promise<number> {
  const listed = readWaitingWrites().length;
  if (listed > 0) return listed;
  try {
    const [{ waitingOwners }, { currentMemberKey }] = await Promise.all([
      loadWaiting(),
      loadMemberKey(),
    ]);
    const me = currentMemberKey();
    return (await waitingOwners()).find((owner) => owner.memberKey === me)?.count ?? 0;
  } catch {
    // The code could not be fetched (offline on a first visit): nothing more is known.
    return 0;
  }
}
