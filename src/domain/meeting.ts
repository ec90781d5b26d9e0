import { asEpochMs, asIdString, asRecord, pickFirst, pickText } from '@/domain/loose';
import type { Meeting } from '@/domain/types';

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
