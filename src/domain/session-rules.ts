import { formatDateTime } from '@/domain/format';
import { istWallClockToUtcIso } from '@/domain/ist';
import type { Session, SessionMode } from '@/domain/types';

export const INVALID_SESSION_ID_MESSAGE = 'Invalid session id';
export const NO_LINK_MESSAGE = 'No link available';
export const VENUE_TO_BE_ANNOUNCED = 'To be announced';

/** Why Accept cannot proceed (docs/behaviour.md#rules-for-input, Accept), or null when it can. */
export function acceptProblem(session: Session): string | null {
  if (session.id.trim() === '') return INVALID_SESSION_ID_MESSAGE;
  if (session.link.trim() !== '') return null;
  const online = session.mode === 'online';
  return `${online ? 'Online session' : 'Offline session'} is missing a ${
    online ? 'meeting link' : 'Venue/details'
  }. Cannot accept.`;
}

export function inviteSuccessMessage(mode: SessionMode): string {
  return mode === 'online'
    ? 'Invitation sent successfully! Check your email for the join link.'
    : 'Registration confirmed! Check your email for Venue details.';
}

/** What View Details shows for an offline session; the link field holds the venue text. */
export function offlineDetails(
  session: Session,
  timeZone?: string,
): { topic: string; date: string; venue: string } {
  return {
    topic: session.topic,
    date: formatDateTime(session.startsAt, timeZone),
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
  required: 'Please fill in all required fields (Instructor, Topic, Date & Time, Mode)',
  onlineLink: 'A Meeting Link is required for online sessions.',
  offlineVenue: 'A Venue/Details is required for offline sessions.',
  /** The spec gives the rule ("the date cannot be earlier than now") but no text for it. */
  pastDate: 'The date cannot be earlier than now.',
} as const;

const MINUTE_MS = 60_000;

/**
 * docs/behaviour.md#rules-for-input's checks, at submit. `now` (epoch ms) catches a date that was in the future
 * when picked but is past by the time the form is sent; the picker's own minute still counts.
 */
export function validateCreateSession(values: CreateSessionValues, now: number): string | null {
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

export interface CreateMeetingValues {
  title: string;
  link: string;
  /** IST wall clock from the picker. */
  scheduled_at: string;
  description: string;
}

export const CREATE_MEETING_MESSAGE = 'Please fill in all fields';

export function validateCreateMeeting(values: CreateMeetingValues): string | null {
  const fields = [values.title, values.link, values.scheduled_at, values.description];
  if (fields.some((field) => field.trim() === '')) return CREATE_MEETING_MESSAGE;
  // A wall clock the IST converter cannot read could not be sent: it counts as a missing field.
  return istWallClockToUtcIso(values.scheduled_at) === null ? CREATE_MEETING_MESSAGE : null;
}
