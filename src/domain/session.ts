import { asArray, asEpochMs, asIdString, asRecord, pickFirst, pickText } from '@/domain/loose';
import { formatDateTimeShown } from '@/domain/format';
import { istWallClockToUtcIso } from '@/domain/ist';
import type { Language } from '@/domain/language';
import type { Session, SessionMode } from '@/domain/types';
import { msg, type Msg, type Shown } from '@/locales/messages';

// docs/behaviour.md#data-from-the-server: the start time is read from these fields, in this order.
const SESSION_START_KEYS = ['date', 'starts_at', 'start_time', 'scheduled_at', 'created_at'];

function readMode(value: unknown): SessionMode {
  return typeof value === 'string' && value.trim().toLowerCase() === 'offline'
    ? 'offline'
    : 'online';
}

export function normaliseSession(raw: unknown): Session | null {
  const record = asRecord(raw);
  if (!record) return null;
  // A session without an id is still shown and counted: Accept then answers 'Invalid session id'
  // (docs/behaviour.md#accept), and joining it opens the link without recording attendance.
  const id = pickFirst(record, ['id', 'session_id'], asIdString) ?? '';
  return {
    id,
    instructor: pickText(record, ['instructor']),
    topic: pickText(record, ['topic']),
    link: pickText(record, ['link']),
    mode: readMode(record.mode),
    startsAt: pickFirst(record, SESSION_START_KEYS, asEpochMs),
    name: pickText(record, ['name']),
  };
}

// Acceptance records carry their own id next to the session's, so the session keys win.
const ACCEPTED_ID_KEYS = ['session_id', 'online_session_id'];

function acceptedId(item: unknown): string | null {
  const direct = asIdString(item);
  if (direct !== null) return direct;
  const record = asRecord(item);
  if (!record) return null;
  const nested = asRecord(record.online_session) ?? asRecord(record.session);
  return (
    pickFirst(record, ACCEPTED_ID_KEYS, asIdString) ??
    (nested ? pickFirst(nested, ['id', ...ACCEPTED_ID_KEYS], asIdString) : null) ??
    asIdString(record.id)
  );
}

/** GET /online_sessions/accepted_sessions: a bare array or a data array of ids or records. */
export function normaliseAcceptedSessionIds(raw: unknown): string[] {
  const record = asRecord(raw);
  const items = asArray(raw) ?? asArray(record?.data) ?? asArray(record?.items) ?? [];
  const ids = new Set<string>();
  for (const item of items) {
    const id = acceptedId(item);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

// The rules of a session (docs/behaviour.md#rules-for-input).

export const INVALID_SESSION_ID_MESSAGE = msg('session.invalidId');
export const NO_LINK_MESSAGE = msg('session.noLink');
export const VENUE_TO_BE_ANNOUNCED = msg('session.venueTba');

/** Why Accept cannot proceed (docs/behaviour.md#rules-for-input, Accept), or null when it can. */
export function acceptProblem(session: Session): Msg | null {
  if (session.id.trim() === '') return INVALID_SESSION_ID_MESSAGE;
  if (session.link.trim() !== '') return null;
  return session.mode === 'online'
    ? msg('session.onlineMissingLink')
    : msg('session.offlineMissingVenue');
}

export function inviteSuccessMessage(mode: SessionMode): Msg {
  return mode === 'online' ? msg('session.inviteSentOnline') : msg('session.inviteSentOffline');
}

/**
 * What View Details shows for an offline session; the link field holds the venue text (the
 * server's, shown as sent), 'To be announced' when empty.
 */
export function offlineDetails(
  session: Session,
  timeZone?: string,
  language: Language = 'en',
): { topic: string; date: Shown; venue: Shown } {
  return {
    topic: session.topic,
    date: formatDateTimeShown(session.startsAt, timeZone, language),
    venue: session.link.trim() || VENUE_TO_BE_ANNOUNCED,
  };
}

export interface CreateSessionValues {
  instructor: string;
  topic: string;
  mode: SessionMode | '';
  link: string;
  /** IST wall clock from the picker, 'YYYY-MM-DD HH:mm:ss'. */
  date: string;
}

export const CREATE_SESSION_MESSAGES = {
  required: msg('session.required'),
  onlineLink: msg('session.onlineLinkRequired'),
  offlineVenue: msg('session.offlineVenueRequired'),
  /** The spec gives the rule ("the date cannot be earlier than now") but no text for it. */
  pastDate: msg('session.pastDate'),
} as const satisfies Record<string, Msg>;

const MINUTE_MS = 60_000;

/**
 * docs/behaviour.md#rules-for-input's checks, at submit. `now` (epoch ms) catches a date that was in the future
 * when picked but is past by the time the form is sent; the picker's own minute still counts.
 */
export function validateCreateSession(values: CreateSessionValues, now: number): Msg | null {
  const blank = (text: string) => text.trim() === '';
  // A date the IST converter cannot read could not be sent, so it counts as missing.
  const utc = blank(values.date) ? null : istWallClockToUtcIso(values.date);
  if (blank(values.instructor) || blank(values.topic) || utc === null || values.mode === '') {
    return CREATE_SESSION_MESSAGES.required;
  }
  if (Date.parse(utc) < now - (now % MINUTE_MS)) return CREATE_SESSION_MESSAGES.pastDate;
  if (blank(values.link)) {
    return values.mode === 'online'
      ? CREATE_SESSION_MESSAGES.onlineLink
      : CREATE_SESSION_MESSAGES.offlineVenue;
  }
  return null;
}
