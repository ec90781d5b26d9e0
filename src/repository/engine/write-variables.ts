/** What each queued write stores in IndexedDB while it waits: plain data, never a token. */
import type { ReferralStatus, SessionMode } from '@/domain/types';

/** Stored with every queued write: whose it is, and the key that makes its replay harmless. */
export interface QueuedWrite {
  memberKey: string;
  idempotencyKey: string;
}

export interface AcceptVariables extends QueuedWrite {
  sessionId: string;
  mode: SessionMode;
}

export interface CreateReferralVariables extends QueuedWrite {
  referredToId: string;
  recipientName: string;
  description: string;
  status: ReferralStatus;
  /** When the member pressed Submit: the pending row sorts by it. */
  createdAt: number;
}

export interface ChangeStatusVariables extends QueuedWrite {
  referralId: string;
  status: ReferralStatus;
}
