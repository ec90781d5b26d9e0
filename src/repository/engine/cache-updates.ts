/**
 * How each write changes the cached lists once the server has accepted it (SPEC.md: "after a
 * successful change the lists update locally"). The next refresh brings the server's own copy.
 */
import type { ReferralsResult } from '@/api/referrals-api';
import type { Referral, ReferralStatus } from '@/domain/types';
import { readStoredUser } from '@/storage/auth-storage';
import type { CreateReferralVariables } from './write-variables';

export function addAcceptedId(ids: string[], sessionId: string): string[] {
  return ids.includes(sessionId) ? ids : [...ids, sessionId];
}

/** The row a new referral shows until the server's list includes it. */
export function localReferral(write: CreateReferralVariables): Referral {
  const me = readStoredUser();
  return {
    id: `local-${write.idempotencyKey}`,
    description: write.description,
    status: write.status,
    createdAt: write.createdAt,
    sender: me ? { id: me.id, fullname: me.fullname, avatarUrl: me.avatarUrl } : null,
    recipient: { id: write.referredToId, fullname: write.recipientName, avatarUrl: null },
  };
}

/** SPEC.md: a new referral appears first in Sent. */
export function prependSentReferral(
  given: ReferralsResult,
  write: CreateReferralVariables,
): ReferralsResult {
  return { referrals: [localReferral(write), ...given.referrals], count: given.count + 1 };
}

export function setReceivedStatus(
  received: ReferralsResult,
  referralId: string,
  status: ReferralStatus,
): ReferralsResult {
  const referrals = received.referrals.map((referral) =>
    referral.id === referralId ? { ...referral, status } : referral,
  );
  return { ...received, referrals };
}
