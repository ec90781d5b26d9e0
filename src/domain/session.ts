import { asArray, asEpochMs, asIdString, asRecord, pickFirst, pickText } from '@/domain/loose';
import type { Session, SessionMode } from '@/domain/types';

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
