import { attendanceRecordsOf, isPresent, normaliseAttendance } from '@/domain/attendance';
import { asEpochMs, asRecord, pickFirst, pickText, type LooseRecord } from '@/domain/loose';
import type { AttendanceStats } from '@/domain/types';

/** One session or meeting of a member's attendance, when the API lists them. */
export interface AttendanceRecord {
  /** What it was: its title, topic or name; '' when the record does not say. */
  item: string;
  /** When it was (epoch ms), or null when the record does not say. */
  at: number | null;
  present: boolean;
}

/**
 * What the attendance modal shows of one kind (sessions or meetings): always the numbers, and
 * the records themselves where the API gives records rather than a summary.
 */
export interface AttendanceReport {
  stats: AttendanceStats;
  /** null when the API answered a summary. */
  records: AttendanceRecord[] | null;
}

const ITEM_KEYS = ['title', 'topic', 'name', 'meeting_title', 'session_topic'];
const NESTED_KEYS = ['meeting', 'online_session', 'session'];
const DATE_KEYS = ['scheduled_at', 'date', 'start_time', 'starts_at', 'attended_at', 'created_at'];

function nestedItem(record: LooseRecord): LooseRecord | null {
  for (const key of NESTED_KEYS) {
    const nested = asRecord(record[key]);
    if (nested) return nested;
  }
  return null;
}

function toRecord(raw: unknown): AttendanceRecord {
  const record = asRecord(raw) ?? {};
  const nested = nestedItem(record);
  const item = pickText(record, ITEM_KEYS) || (nested ? pickText(nested, ITEM_KEYS) : '');
  const at =
    pickFirst(record, DATE_KEYS, asEpochMs) ??
    (nested ? pickFirst(nested, DATE_KEYS, asEpochMs) : null);
  return { item, at, present: isPresent(raw) };
}

export function normaliseAttendanceReport(raw: unknown): AttendanceReport {
  const list = attendanceRecordsOf(raw);
  return { stats: normaliseAttendance(raw), records: list ? list.map(toRecord) : null };
}
