/**
 * One hook per write (DESIGN.md). Each returns a function that never rejects: it resolves to what
 * happened, and the alert texts of SPEC.md reach the member through write-notices.ts. Accept and
 * the two referral writes wait for the network when offline; the creates and the profile update
 * are refused offline, so the screen keeps what was typed.
 */
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { recordMeetingAttendance } from '@/api/meetings-api';
import { createMeeting, type CreateMeetingInput } from '@/api/meetings-api';
import {
  createSession,
  recordSessionAttendance,
  type CreateSessionInput,
} from '@/api/sessions-api';
import { errorMessage } from '@/domain/error-message';
import type { ReferralStatus, Session } from '@/domain/types';
import {
  QUEUED_OFFLINE_MESSAGE,
  REFUSED_OFFLINE_MESSAGE,
  WRITE_MESSAGES,
} from '@/domain/write-messages';
import type {
  AcceptVariables,
  ChangeStatusVariables,
  CreateReferralVariables,
  QueuedWrite,
} from './engine/write-variables';
import { newIdempotencyKey } from './idempotency-key';
import { useMemberEngine } from './member-data-provider';
import { mutationKeys, queryKeys } from './query-keys';
import { announceWrite } from './write-notices';

/** 'queued': saved on the device, sent once online. 'refused': offline, nothing sent. */
export type WriteOutcome = 'sent' | 'queued' | 'failed' | 'refused';

/** Runs a queued write: offline it is stored and the member told; online it is awaited. */
function useQueuedWrite<V extends QueuedWrite>(mutationKey: readonly string[]) {
  const { memberKey } = useMemberEngine();
  const mutation = useMutation<void, unknown, V>({ mutationKey: [...mutationKey] });
  const { mutate, mutateAsync } = mutation;
  return async (write: Omit<V, keyof QueuedWrite>): Promise<WriteOutcome> => {
    const variables = { ...write, memberKey, idempotencyKey: newIdempotencyKey() } as V;
    if (!onlineManager.isOnline()) {
      mutate(variables);
      announceWrite({ tone: 'info', message: QUEUED_OFFLINE_MESSAGE });
      return 'queued';
    }
    return mutateAsync(variables).then(
      (): WriteOutcome => 'sent',
      (): WriteOutcome => 'failed',
    );
  };
}

export function useAcceptInvite(): (session: Session) => Promise<WriteOutcome> {
  const run = useQueuedWrite<AcceptVariables>(mutationKeys.acceptInvite);
  return (session) => run({ sessionId: session.id, mode: session.mode });
}

export interface NewReferral {
  recipient: { id: string; name: string };
  description: string;
  status: ReferralStatus;
}

export function useCreateReferral(): (referral: NewReferral) => Promise<WriteOutcome> {
  const run = useQueuedWrite<CreateReferralVariables>(mutationKeys.createReferral);
  return ({ recipient, description, status }) =>
    run({
      referredToId: recipient.id,
      recipientName: recipient.name,
      description: description.trim(),
      status,
      createdAt: Date.now(),
    });
}

export function useChangeReferralStatus(): (
  referralId: string,
  status: ReferralStatus,
) => Promise<WriteOutcome> {
  const run = useQueuedWrite<ChangeStatusVariables>(mutationKeys.changeReferralStatus);
  return (referralId, status) => run({ referralId, status });
}

/** A write that needs the network now: refused offline, its list refreshed on success. */
function useDirectWrite<I>(
  mutationKey: readonly string[],
  send: (input: I, idempotencyKey: string) => Promise<void>,
  messages: { success: string; failure: string },
  refresh: (memberKey: string) => readonly unknown[],
) {
  const { memberKey } = useMemberEngine();
  const client = useQueryClient();
  const { mutateAsync } = useMutation<void, unknown, { input: I; idempotencyKey: string }>({
    mutationKey: [...mutationKey],
    networkMode: 'always',
    mutationFn: ({ input, idempotencyKey }) => send(input, idempotencyKey),
  });
  return async (input: I): Promise<WriteOutcome> => {
    if (!onlineManager.isOnline()) {
      announceWrite({ tone: 'error', message: REFUSED_OFFLINE_MESSAGE });
      return 'refused';
    }
    try {
      await mutateAsync({ input, idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      announceWrite({ tone: 'error', message: errorMessage(error, messages.failure) });
      return 'failed';
    }
    announceWrite({ tone: 'success', message: messages.success });
    await client.invalidateQueries({ queryKey: refresh(memberKey) });
    return 'sent';
  };
}

export function useCreateSession(): (input: CreateSessionInput) => Promise<WriteOutcome> {
  return useDirectWrite(
    mutationKeys.createSession,
    (input: CreateSessionInput, idempotencyKey) => createSession(input, { idempotencyKey }),
    { success: WRITE_MESSAGES.sessionCreated, failure: WRITE_MESSAGES.sessionFailed },
    queryKeys.sessions,
  );
}

export function useCreateMeeting(): (input: CreateMeetingInput) => Promise<WriteOutcome> {
  return useDirectWrite(
    mutationKeys.createMeeting,
    (input: CreateMeetingInput, idempotencyKey) => createMeeting(input, { idempotencyKey }),
    { success: WRITE_MESSAGES.meetingCreated, failure: WRITE_MESSAGES.meetingFailed },
    queryKeys.meetings,
  );
}

/**
 * Joining records attendance (SPEC.md section 7: failures ignored). Fire and forget: the join
 * link opens at once whatever this call does.
 */
export function useRecordAttendance(): (kind: 'session' | 'meeting', id: string) => void {
  return (kind, id) => {
    const idempotencyKey = newIdempotencyKey();
    void (kind === 'session'
      ? recordSessionAttendance(id, { idempotencyKey })
      : recordMeetingAttendance(id, { idempotencyKey }));
  };
}
