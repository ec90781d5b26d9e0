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
import { msg, type Msg, type Shown } from '@/locales/messages';

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

/**
 * The three statuses: `value` is what the server is sent and sends (English in every language).
 * A screen shows `referralStatusMessage` (the specification's Pending, In Progress, Done).
 */
export const REFERRAL_STATUS_OPTIONS: ReadonlyArray<{ value: ReferralStatus }> = [
  { value: 'pending' },
  { value: 'in process' },
  { value: 'done' },
];

const STATUS_MESSAGES: Record<ReferralStatus, Msg> = {
  pending: msg('referralStatus.pending'),
  'in process': msg('referralStatus.inProcess'),
  done: msg('referralStatus.done'),
};

/** A known status as shown, in the language in use (Pending, In Progress, Done in English). */
export const referralStatusMessage = (status: ReferralStatus): Msg => STATUS_MESSAGES[status];

/**
 * The status a referral counts under (a normalised one, see normaliseReferral): a status the app
 * does not know counts as Pending, as its badge shows it.
 */
export function shownStatus(status: string): ReferralStatus {
  return status === 'in process' || status === 'done' ? status : 'pending';
}

/**
 * A status as shown: a known one (or none) as a message in the language in use; an unknown one
 * as the server's own word, shown as sent rather than hidden.
 */
export function referralStatusText(status: string): Shown {
  const key = status.trim().toLowerCase();
  const known = REFERRAL_STATUS_OPTIONS.find((o) => o.value === key)?.value;
  if (known) return STATUS_MESSAGES[known];
  return status.trim() || STATUS_MESSAGES.pending;
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

/** What the member's Sent list held at the tap of a new referral. */
export interface SentAtTap {
  /** The server's ids of the referrals listed then. */
  ids: string[];
  /**
   * Rows of this device's own referrals with the same recipient and words that the server had
   * not listed yet: each stands for one server row the ids above do not name.
   */
  unlistedTwins: number;
}

type ReferralWords = { referredToId: string; description: string };

const sameWords = (referral: Referral, write: ReferralWords) =>
  referral.recipient?.id === write.referredToId &&
  referral.description.trim() === write.description.trim();

/** Rows this device added itself, until the server's list brings them (local-referral.ts). */
export const isLocalReferralId = (id: string) => id.startsWith('local-');

/** The Sent list as the member saw it at the tap, to compare with after an unclear failure. */
export function sentAtTap(list: readonly Referral[], write: ReferralWords): SentAtTap {
  return {
    ids: list.filter((r) => !isLocalReferralId(r.id)).map((r) => r.id),
    unlistedTwins: list.filter((r) => isLocalReferralId(r.id) && sameWords(r, write)).length,
  };
}

/**
 * True when the Sent list shows that the server already took a write whose try ended without an
 * answer: a referral with the same recipient and words that was not in the list at the tap (more
 * of them than this device's own unlisted twins), created no earlier than the tap give or take
 * clock skew. Never a guess: with no list at the tap, nothing counts and the write is sent again
 * (with its Idempotency-Key).
 */
export function referralAlreadyTaken(
  list: readonly Referral[],
  write: ReferralWords & { createdAt: number },
  atTap: SentAtTap | null,
): boolean {
  if (!atTap) return false;
  const known = new Set(atTap.ids);
  const fresh = list.filter(
    (referral) =>
      !known.has(referral.id) &&
      !isLocalReferralId(referral.id) &&
      sameWords(referral, write) &&
      (referral.createdAt === null || referral.createdAt >= write.createdAt - CLOCK_SKEW_MS),
  );
  return fresh.length > atTap.unlistedTwins;
}

/**
 * The refer form's one rule: a description that is not blank. The specification gives no text
 * (it ignores such a submit silently); the field says what is missing instead
 * (docs/behaviour.md#referrals).
 */
export function referralDescriptionError(description: string): Msg | null {
  return description.trim() === '' ? msg('referrals.descriptionRequired') : null;
}
