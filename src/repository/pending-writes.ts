/**
 * The writes still waiting in the outbox, as the screens show them on the items they concern
 * (docs/behaviour.md#waiting-changes): an Accept on its session, a new referral first in Sent,
 * a status change on its received referral, and all of them in the header's list.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { ReferralStatus } from '@/domain/types';
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
  failure: string | null;
}

/** Every write of the member still on this device, oldest first: logout warns before it drops them. */
export function useWaitingWriteList(): readonly WaitingWrite[] {
  return useSyncExternalStore(subscribeWaitingWrites, readWaitingWrites, () => NO_WAITING_WRITES);
}

function usePending<K extends QueuedWriteName>(name: K): Array<PendingWrite<VariablesOf<K>>> {
  const waiting = useWaitingWriteList();
  return useMemo(
    () =>
      waiting
        .filter((write) => write.write === name)
        .map(({ id, variables, state, failure }) => ({
          id,
          variables: variables as VariablesOf<K>,
          state,
          failure,
        })),
    [waiting, name],
  );
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
export function usePendingReferrals(): Array<PendingWrite<VariablesOf<'createReferral'>>> {
  return usePending('createReferral');
}

export interface PendingStatus {
  id: string;
  status: ReferralStatus;
  state: WriteState;
  failure: string | null;
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
