/** Referral calls of docs/behaviour.md#server-calls. */
import { normaliseCount, normaliseList } from '@/domain/list';
import { normaliseReferral, sortNewestFirst } from '@/domain/referral';
import type { Referral, ReferralStatus } from '@/domain/types';
import type { ReadOptions, WriteOptions } from './call-options';
import { apiRequest, sendWrite } from './http-client';
import { expectCollectionOrCount, pathId, toServerId } from './response-shape';

export interface ReferralsResult {
  /** Newest first (docs/behaviour.md#screens). Empty when the server answered only a count. */
  referrals: Referral[];
  count: number;
}

async function fetchReferrals(path: string, options: ReadOptions): Promise<ReferralsResult> {
  const body = expectCollectionOrCount(await apiRequest(path, options));
  const list = normaliseList(body, normaliseReferral);
  return {
    referrals: sortNewestFirst(list.items),
    // A list's own total wins; a count-only answer ({count: 3} or a bare 3) is read as such.
    count: list.items.length > 0 ? list.total : normaliseCount(body),
  };
}

export function fetchReferralsGiven(options: ReadOptions = {}): Promise<ReferralsResult> {
  return fetchReferrals('/referrals', options);
}

export function fetchReferralsReceived(options: ReadOptions = {}): Promise<ReferralsResult> {
  return fetchReferrals('/referrals/received_referrals', options);
}

export interface CreateReferralInput {
  referred_to_id: string;
  description: string;
  status: ReferralStatus;
}

export async function createReferral(
  input: CreateReferralInput,
  options: WriteOptions = {},
): Promise<void> {
  const referral = { ...input, referred_to_id: toServerId(input.referred_to_id) };
  await sendWrite('POST', '/referrals', { referral }, options);
}

export async function updateReferralStatus(
  id: string,
  status: ReferralStatus,
  options: WriteOptions = {},
): Promise<void> {
  await sendWrite('PUT', `/referrals/${pathId(id)}`, { status }, options);
}
