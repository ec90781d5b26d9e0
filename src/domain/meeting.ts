import { asEpochMs, asIdString, asRecord, pickFirst, pickText } from '@/domain/loose';
import { istWallClockToUtcIso } from '@/domain/ist';
import type { Meeting } from '@/domain/types';
import { msg, type Msg } from '@/locales/messages';

// Meetings are scheduled, so scheduled_at leads; the rest mirror the session fallbacks.
const MEETING_START_KEYS = ['scheduled_at', 'date', 'starts_at', 'start_time', 'created_at'];

export function normaliseMeeting(raw: unknown): Meeting | null {
  const record = asRecord(raw);
  if (!record) return null;
  const id = pickFirst(record, ['id', 'meeting_id'], asIdString);
  if (id === null) return null;
  return {
    id,
    title: pickText(record, ['title']),
    link: pickText(record, ['link']),
    description: pickText(record, ['description']),
    startsAt: pickFirst(record, MEETING_START_KEYS, asEpochMs),
    name: pickText(record, ['name']),
  };
}

// The rules of a meeting (docs/behaviour.md#rules-for-input).
export interface CreateMeetingValues {
  title: string;
  link: string;
  /** IST wall clock from the picker. */
  scheduled_at: string;
  description: string;
}

export const CREATE_MEETING_MESSAGE = msg('meeting.fillAll');

export function validateCreateMeeting(values: CreateMeetingValues): Msg | null {
  const fields = [values.title, values.link, values.scheduled_at, values.description];
  if (fields.some((field) => field.trim() === '')) return CREATE_MEETING_MESSAGE;
  // A wall clock the IST converter cannot read could not be sent: it counts as a missing field.
  return istWallClockToUtcIso(values.scheduled_at) === null ? CREATE_MEETING_MESSAGE : null;
}
