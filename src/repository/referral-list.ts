import type { Referral } from '@/domain/types';
import type { Shown } from '@/locales/messages';
import type { WriteState } from './pending-writes';

/** A write about a referral that has not reached the server, or was refused. */
export interface ReferralWrite {
  /** The outbox id, for Retry and Dismiss. */
  id: string;
  state: WriteState;
  /** Why it was not sent (state 'failed'): shown with showText. */
  failure: Shown | null;
}

/** A referral row as screens show it: `pending` is set while a write about it waits. */
export interface ReferralItem {
  referral: Referral;
  pending: ReferralWrite | null;
}

export interface ReferralList {
  items: ReferralItem[];
  /** The server's count (a count-only answer has no items), plus referrals still queued. */
  count: number;
}
