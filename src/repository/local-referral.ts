import type { Referral } from '@/domain/types';
import { readStoredUser } from '@/storage/stored-user';
import type { CreateReferralVariables } from './write-registry';

/** The row a new referral shows in Sent until the server's list includes it. */
export function localReferral(write: CreateReferralVariables, id: string): Referral {
  const me = readStoredUser();
  return {
    id: `local-${id}`,
    description: write.description,
    status: write.status,
    createdAt: write.createdAt,
    sender: me ? { id: me.id, fullname: me.fullname, avatarUrl: me.avatarUrl } : null,
    recipient: { id: write.referredToId, fullname: write.recipientName, avatarUrl: null },
  };
}
