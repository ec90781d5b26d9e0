import type { Referral } from '@/domain/types';
import type { PendingState } from './pending-writes';

/** A referral row as screens show it: `pending` is set while a write about it is on its way. */
export interface ReferralItem {
  referral: Referral;
  pending: PendingState | null;
}

export interface ReferralList {
  items: ReferralItem[];
  /** The server's count (a count-only answer has no items), plus referrals still queued. */
  count: number;
}
