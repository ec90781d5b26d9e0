import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createReferral, updateReferralStatus, type ReferralsResult } from '@/api/referrals-api';
import { sendInvite } from '@/api/sessions-api';
import { errorMessage } from '@/domain/error-message';
import { inviteSuccessMessage } from '@/domain/session-rules';
import { WRITE_MESSAGES } from '@/domain/write-messages';
import { addAcceptedSessionId } from '@/storage/accepted-sessions';
import { currentMemberKey } from '../member-key';
import { mutationKeys, QUEUED_WRITE_SCOPE, queryKeys } from '../query-keys';
import { announceWrite } from '../write-notices';
import { addAcceptedId, prependSentReferral, setReceivedStatus } from './cache-updates';
import { shouldRetryWrite, WrongMemberError } from './write-retry';
import type {
  AcceptVariables,
  ChangeStatusVariables,
  CreateReferralVariables,
  QueuedWrite,
} from './write-variables';

/**
 * A queued write is sent only with the token of the member who made it: if someone else is
 * signed in by the time it replays, it is dropped (OFFLINE-DATA.md pitfall 3).
 */
function assertSameMember(write: QueuedWrite): void {
  if (write.memberKey === '' || write.memberKey !== currentMemberKey()) {
    throw new WrongMemberError();
  }
}

/**
 * Cancel, then set: a poll in flight must not overwrite the local write with older data. A list
 * not loaded yet is not invented from the one write: it is fetched, and will include it.
 */
async function updateList<T>(
  client: QueryClient,
  key: QueryKey,
  change: (current: T) => T | undefined,
) {
  if (client.getQueryData<T>(key) === undefined) {
    await client.invalidateQueries({ queryKey: key });
    return;
  }
  await client.cancelQueries({ queryKey: key });
  client.setQueryData<T>(key, (current) => (current === undefined ? current : change(current)));
}

/** A write that finishes after its member signed out changes nothing and says nothing. */
const stillSignedIn = (write: QueuedWrite) => write.memberKey === currentMemberKey();

function announceFailure(error: unknown, fallback: string): void {
  if (error instanceof WrongMemberError || currentMemberKey() === '') return;
  announceWrite({ tone: 'error', message: errorMessage(error, fallback) });
}

/**
 * The functions of the queued writes, registered under their keys on every new client before
 * the restore, so writes restored from IndexedDB can run (OFFLINE-DATA.md pitfall 1). Their
 * success and failure handling lives here too, since a replayed write has no screen waiting.
 */
export function registerWriteDefaults(client: QueryClient): void {
  const queued = { scope: QUEUED_WRITE_SCOPE, retry: shouldRetryWrite } as const;

  client.setMutationDefaults(mutationKeys.acceptInvite, {
    ...queued,
    mutationFn: async (write: AcceptVariables) => {
      assertSameMember(write);
      await sendInvite(write.sessionId, { idempotencyKey: write.idempotencyKey });
    },
    onSuccess: async (_data, write: AcceptVariables) => {
      if (!stillSignedIn(write)) return;
      addAcceptedSessionId(write.memberKey, write.sessionId);
      await updateList(client, queryKeys.acceptedSessions(write.memberKey), (ids: string[]) =>
        addAcceptedId(ids, write.sessionId),
      );
      announceWrite({ tone: 'success', message: inviteSuccessMessage(write.mode) });
    },
    onError: (error) => announceFailure(error, WRITE_MESSAGES.inviteFailed),
  });

  client.setMutationDefaults(mutationKeys.createReferral, {
    ...queued,
    mutationFn: async (write: CreateReferralVariables) => {
      assertSameMember(write);
      await createReferral(
        {
          referred_to_id: write.referredToId,
          description: write.description,
          status: write.status,
        },
        { idempotencyKey: write.idempotencyKey },
      );
    },
    onSuccess: async (_data, write: CreateReferralVariables) => {
      if (!stillSignedIn(write)) return;
      await updateList(
        client,
        queryKeys.referralsGiven(write.memberKey),
        (given: ReferralsResult) => prependSentReferral(given, write),
      );
      announceWrite({ tone: 'success', message: WRITE_MESSAGES.referralCreated });
    },
    onError: (error) => announceFailure(error, WRITE_MESSAGES.referralFailed),
  });

  client.setMutationDefaults(mutationKeys.changeReferralStatus, {
    ...queued,
    mutationFn: async (write: ChangeStatusVariables) => {
      assertSameMember(write);
      await updateReferralStatus(write.referralId, write.status, {
        idempotencyKey: write.idempotencyKey,
      });
    },
    onSuccess: async (_data, write: ChangeStatusVariables) => {
      if (!stillSignedIn(write)) return;
      await updateList(
        client,
        queryKeys.referralsReceived(write.memberKey),
        (received: ReferralsResult) => setReceivedStatus(received, write.referralId, write.status),
      );
    },
    onError: (error) => announceFailure(error, WRITE_MESSAGES.statusFailed),
  });
}
