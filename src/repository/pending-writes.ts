import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mutationKeys, QUEUED_WRITE_KEYS } from './query-keys';
import type {
  AcceptVariables,
  ChangeStatusVariables,
  CreateReferralVariables,
} from './engine/write-variables';

/** 'sending' while a write is on its way; 'queued' while it waits for the network. */
export type PendingState = 'sending' | 'queued';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

function usePending<V>(mutationKey: readonly string[]): Array<{ write: V; state: PendingState }> {
  return useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'pending' },
    select: (mutation: AnyMutation) => ({
      write: mutation.state.variables as V,
      state: (mutation.state.isPaused ? 'queued' : 'sending') as PendingState,
    }),
  });
}

/** Accepts not yet confirmed by the server, by session id. */
export function usePendingAccepts(): ReadonlyMap<string, PendingState> {
  const pending = usePending<AcceptVariables>(mutationKeys.acceptInvite);
  return useMemo(
    () => new Map(pending.map(({ write, state }) => [write.sessionId, state])),
    [pending],
  );
}

/** Referrals created but not yet confirmed, oldest first. */
export function usePendingReferrals(): Array<{
  write: CreateReferralVariables;
  state: PendingState;
}> {
  return usePending<CreateReferralVariables>(mutationKeys.createReferral);
}

/** Status changes not yet confirmed, by referral id; the latest change wins. */
export function usePendingStatusChanges(): ReadonlyMap<
  string,
  { status: ChangeStatusVariables['status']; state: PendingState }
> {
  const pending = usePending<ChangeStatusVariables>(mutationKeys.changeReferralStatus);
  return useMemo(
    () =>
      new Map(
        pending.map(({ write, state }) => [write.referralId, { status: write.status, state }]),
      ),
    [pending],
  );
}

/** How many queued writes are still waiting; logout warns before it drops them. */
export function useQueuedWriteCount(): number {
  const keys = useMutationState({
    filters: { status: 'pending' },
    select: (mutation: AnyMutation) => JSON.stringify(mutation.options.mutationKey),
  });
  const queued = QUEUED_WRITE_KEYS.map((key) => JSON.stringify(key));
  return keys.filter((key) => queued.includes(key)).length;
}
