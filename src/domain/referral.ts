import { pickAvatarUrl } from '@/domain/avatar';
import {
  asEpochMs,
  asIdString,
  asRecord,
  asText,
  pickFirst,
  pickText,
  type LooseRecord,
} from '@/domain/loose';
import type { Referral, ReferralPerson, ReferralStatus } from '@/domain/types';

/**
 * A person appears as an object, a bare name, or only an id. An object anywhere in the
 * candidate fields beats a name, which beats a bare id, so `referred_by: 7` next to a
 * `referred_by_user` object still yields the named person.
 */
function readPerson(record: LooseRecord, keys: readonly string[], idKey: string) {
  const values = keys.map((key) => record[key]);
  const fallbackId = asIdString(record[idKey]) ?? '';
  for (const value of values) {
    const person = asRecord(value);
    if (person) {
      return {
        id: pickFirst(person, ['id', 'user_id'], asIdString) ?? fallbackId,
        fullname: pickText(person, ['fullname', 'full_name', 'name']),
        avatarUrl: pickAvatarUrl(person),
      } satisfies ReferralPerson;
    }
  }
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') {
      return { id: fallbackId, fullname: value.trim(), avatarUrl: null } satisfies ReferralPerson;
    }
  }
  const id = pickFirst(record, [...keys, idKey], asIdString);
  return id === null ? null : ({ id, fullname: '', avatarUrl: null } satisfies ReferralPerson);
}

export function normaliseReferral(raw: unknown): Referral | null {
  const record = asRecord(raw);
  if (!record) return null;
  // The id is needed to change the status (PUT /referrals/{id}) and to key the rows.
  const id = asIdString(record.id);
  if (id === null) return null;
  return {
    id,
    description: pickText(record, ['description']),
    status: asText(record.status).toLowerCase() || 'pending',
    createdAt: asEpochMs(record.created_at),
    sender: readPerson(record, ['user', 'referred_by', 'referred_by_user'], 'referred_by_id'),
    recipient: readPerson(record, ['referred_to', 'referred_to_user'], 'referred_to_id'),
  };
}

export const REFERRAL_STATUS_OPTIONS: ReadonlyArray<{ value: ReferralStatus; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'in process', label: 'In Progress' },
  { value: 'done', label: 'Done' },
];

/**
 * The status a referral counts under (a normalised one, see normaliseReferral): a status the app
 * does not know counts as Pending, as its badge shows it.
 */
export function shownStatus(status: string): ReferralStatus {
  return status === 'in process' || status === 'done' ? status : 'pending';
}

/** Known statuses get their label; an unknown one is shown as sent rather than hidden. */
export function referralStatusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  const option = REFERRAL_STATUS_OPTIONS.find((o) => o.value === key);
  return option?.label ?? (status.trim() || 'Pending');
}

export function referralBadgeColor(status: string): 'green' | 'blue' | 'yellow' {
  const key = status.trim().toLowerCase();
  if (key === 'done') return 'green';
  if (key === 'in process') return 'blue';
  return 'yellow';
}

/** Newest first by createdAt; undated referrals go last, keeping their relative order. */
export function sortNewestFirst(referrals: Referral[]): Referral[] {
  return [...referrals].sort((a, b) => {
    if (a.createdAt === null || b.createdAt === null) {
      return (a.createdAt === null ? 1 : 0) - (b.createdAt === null ? 1 : 0);
    }
    return b.createdAt - a.createdAt;
  });
}

/** How far the server's creation time may be before the member's tap (clocks differ). */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * True when a referral in the Sent list is the one a write created: same recipient, same
 * description, created no earlier than the tap (give or take clock skew). Used after a failure
 * that left it unclear whether the server took the write, so it is not created twice.
 */
export function sameReferralWrite(
  referral: Referral,
  write: { referredToId: string; description: string; createdAt: number },
): boolean {
  return (
    referral.recipient?.id === write.referredToId &&
    referral.description.trim() === write.description.trim() &&
    (referral.createdAt === null || referral.createdAt >= write.createdAt - CLOCK_SKEW_MS)
  );
}

/**
 * The refer form's one rule: a description that is not blank. The specification gives no text
 * (it ignores such a submit silently); the field says what is missing instead
 * (docs/behaviour.md#referrals).
 */
export function referralDescriptionError(description: string): string | null {
  return description.trim() === '' ? 'Please enter a description' : null;
}
