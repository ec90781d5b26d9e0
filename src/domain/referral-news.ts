/**
 * Referral news (docs/behaviour.md#live-alerts): what changed between two answers of the referral
 * lists, and which items the member has not seen yet. Pure: the repository keeps the answers and
 * what was seen; this only compares them.
 */
import { msg, type Msg } from '@/locales/messages';
import type { Referral } from './types';

/**
 * What the member saw in the Received and Sent tabs on this device: ids, and each sent one's
 * status. null: this device never had the list; its first answer is taken as seen (a baseline),
 * so a member's first sign-in on a phone does not mark every referral they ever had.
 */
export interface SeenReferrals {
  received: readonly string[] | null;
  sent: Readonly<Record<string, string>> | null;
}

export const NOTHING_SEEN: SeenReferrals = { received: null, sent: null };

/** A referral sent to the member arrived, or one the member sent changed status. */
export type ReferralNews =
  | { kind: 'received'; id: string; from: string }
  | { kind: 'status'; id: string; by: string; status: string };

/** The most ids kept per list, newest kept: a member's lists are far shorter. */
export const MAX_SEEN_KEPT = 2_000;

const statusKey = (status: string) => status.trim().toLowerCase() || 'pending';
/** Who a referral is from or to when the list names nobody: the alert says 'A member'. */
const UNNAMED = 'A member';
const nameOf = (person: Referral['sender']) => person?.fullname.trim() || UNNAMED;

/**
 * News in a new answer of the received list compared with the previous one: the ids that were
 * not there. No previous answer (the first load on this page, or another member's) is no news.
 */
export function receivedNews(
  previous: readonly Referral[] | undefined,
  next: readonly Referral[],
): ReferralNews[] {
  if (previous === undefined) return [];
  const known = new Set(previous.map((referral) => referral.id));
  return next
    .filter((referral) => !known.has(referral.id))
    .map((referral) => ({ kind: 'received', id: referral.id, from: nameOf(referral.sender) }));
}

/** News in a new answer of the sent list: referrals whose status differs from the previous answer's. */
export function sentNews(
  previous: readonly Referral[] | undefined,
  next: readonly Referral[],
): ReferralNews[] {
  if (previous === undefined) return [];
  const before = new Map(previous.map((referral) => [referral.id, statusKey(referral.status)]));
  return next
    .filter((referral) => {
      const was = before.get(referral.id);
      return was !== undefined && was !== statusKey(referral.status);
    })
    .map((referral) => ({
      kind: 'status',
      id: referral.id,
      by: nameOf(referral.recipient),
      status: statusKey(referral.status),
    }));
}

/** Received referrals the member has not had on screen: they carry a 'New' mark. */
export function unseenReceived(
  received: readonly Referral[],
  seen: SeenReferrals,
): ReadonlySet<string> {
  if (seen.received === null) return NONE;
  const known = new Set(seen.received);
  return new Set(received.filter((r) => !known.has(r.id)).map((r) => r.id));
}

/**
 * Sent referrals whose status the member has not seen: a different status from the one on
 * screen last time, or, for one never on screen, any status past Pending (it was sent Pending).
 */
export function unseenSent(sent: readonly Referral[], seen: SeenReferrals): ReadonlySet<string> {
  const seenSent = seen.sent;
  if (seenSent === null) return NONE;
  return new Set(
    sent
      .filter((referral) => {
        const status = statusKey(referral.status);
        const was = seenSent[referral.id];
        return was === undefined ? status !== 'pending' : was !== status;
      })
      .map((referral) => referral.id),
  );
}

const NONE: ReadonlySet<string> = new Set();

/** The seen record once these received referrals were on screen; the same object when nothing is new. */
export function withReceivedSeen(seen: SeenReferrals, ids: readonly string[]): SeenReferrals {
  const before = seen.received ?? [];
  const known = new Set(before);
  const fresh = [...new Set(ids)].filter((id) => !known.has(id));
  if (fresh.length === 0 && seen.received !== null) return seen;
  return { ...seen, received: [...before, ...fresh].slice(-MAX_SEEN_KEPT) };
}

/** The seen record once these sent referrals were on screen with these statuses. */
export function withSentSeen(
  seen: SeenReferrals,
  shown: ReadonlyArray<{ id: string; status: string }>,
): SeenReferrals {
  const changed = shown.filter(({ id, status }) => seen.sent?.[id] !== statusKey(status));
  if (changed.length === 0 && seen.sent !== null) return seen;
  const sent: Record<string, string> = { ...seen.sent };
  for (const { id, status } of changed) {
    delete sent[id]; // re-inserted last, so the newest survive the cap
    sent[id] = statusKey(status);
  }
  const ids = Object.keys(sent);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_SEEN_KEPT))) delete sent[id];
  return { ...seen, sent };
}

/**
 * The seen record once a list's answer is on this device for the first time: all of it is taken
 * as seen. The same object when the device already had that list.
 */
export function withBaseline(
  seen: SeenReferrals,
  list: 'received' | 'sent',
  referrals: readonly Referral[],
): SeenReferrals {
  if (seen[list] !== null) return seen;
  return list === 'received'
    ? withReceivedSeen(
        seen,
        referrals.map((referral) => referral.id),
      )
    : withSentSeen(seen, referrals);
}

/** A stored seen record from any shape: what cannot be read counts as never seen. */
export function normaliseSeen(raw: unknown): SeenReferrals {
  if (!raw || typeof raw !== 'object') return NOTHING_SEEN;
  const record = raw as { received?: unknown; sent?: unknown };
  const received = Array.isArray(record.received)
    ? record.received.filter((id): id is string => typeof id === 'string').slice(-MAX_SEEN_KEPT)
    : null;
  let sent: Record<string, string> | null = null;
  if (record.sent && typeof record.sent === 'object' && !Array.isArray(record.sent)) {
    sent = {};
    for (const [id, status] of Object.entries(record.sent))
      if (typeof status === 'string') sent[id] = status;
  }
  return { received, sent };
}

export interface NewsMessage {
  text: Msg;
  /** The list a tap opens. */
  list: 'received' | 'sent';
}

/** Who it is in an alert's text: the name, or 'A member' in the shown language. */
const who = (name: string) => ({ unnamed: name === UNNAMED ? 'yes' : 'no', name });

/** The statuses the alert names by their label (src/domain/referral.ts); others as sent. */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  pending: 'pending',
  'in process': 'inProgress',
  done: 'done',
};

/** The notifications for what arrived in one poll: one per list, several items grouped. */
export function newsMessages(news: readonly ReferralNews[]): NewsMessage[] {
  const received = news.filter(
    (n): n is Extract<ReferralNews, { kind: 'received' }> => n.kind === 'received',
  );
  const changed = news.filter(
    (n): n is Extract<ReferralNews, { kind: 'status' }> => n.kind === 'status',
  );
  const messages: NewsMessage[] = [];
  const [firstReceived] = received;
  if (received.length === 1 && firstReceived)
    messages.push({
      text: msg('liveAlert.newReferral', who(firstReceived.from)),
      list: 'received',
    });
  else if (received.length > 1)
    messages.push({
      text: msg('liveAlert.newReferrals', { count: received.length }),
      list: 'received',
    });
  const [firstChanged] = changed;
  if (changed.length === 1 && firstChanged) {
    const status = STATUS_KEYS[firstChanged.status] ?? 'other';
    messages.push({
      text: msg('liveAlert.referralStatus', {
        ...who(firstChanged.by),
        status,
        label: firstChanged.status,
      }),
      list: 'sent',
    });
  } else if (changed.length > 1)
    messages.push({
      text: msg('liveAlert.referralsChanged', { count: changed.length }),
      list: 'sent',
    });
  return messages;
}
