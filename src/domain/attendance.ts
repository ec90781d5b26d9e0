import { asArray, asCount, asRecord, type LooseRecord } from '@/domain/loose';
import type { AttendanceStats } from '@/domain/types';

const ZERO: AttendanceStats = { present: 0, absent: 0, total: 0 };
const SUMMARY_KEYS = [
  'total_sessions',
  'total_meetings',
  'present_count',
  'absent_count',
  'attended_sessions',
  'attended_meetings',
];

function firstCount(record: LooseRecord, keys: readonly string[]): number | null {
  for (const key of keys) {
    const n = asCount(record[key]);
    if (n !== null) return n;
  }
  return null;
}

function fromSummary(record: LooseRecord): AttendanceStats {
  const reportedTotal = firstCount(record, ['total_sessions', 'total_meetings']);
  const present = firstCount(record, ['present_count', 'attended_sessions', 'attended_meetings']);
  const reportedAbsent = firstCount(record, ['absent_count']);
  const presentCount = present ?? 0;
  const total = reportedTotal ?? presentCount + (reportedAbsent ?? 0);
  // asCount already keeps every field >= 0; the derived absent needs its own floor.
  const absent = reportedAbsent ?? Math.max(0, total - presentCount);
  return { present: presentCount, absent, total };
}

export function isPresent(item: unknown): boolean {
  const record = asRecord(item);
  if (!record) return false;
  const said = (value: unknown) =>
    typeof value === 'string' && value.trim().toLowerCase() === 'present';
  return said(record.status) || record.attended === true || said(record.attendance_status);
}

function fromRecords(items: readonly unknown[]): AttendanceStats {
  const present = items.filter(isPresent).length;
  return { present, absent: items.length - present, total: items.length };
}

function isSummary(record: LooseRecord): boolean {
  return SUMMARY_KEYS.some((key) => asCount(record[key]) !== null);
}

/**
 * The per-item records of an answer that lists them (a bare array, or one under `data` or
 * `items`); null for a summary or anything else.
 */
export function attendanceRecordsOf(raw: unknown): unknown[] | null {
  const list = asArray(raw);
  if (list) return list;
  const record = asRecord(raw);
  if (!record || isSummary(record)) return null;
  return asArray(record.data) ?? asArray(record.items);
}

/** A summary object, a bare array of records, or either of those under `data`. */
export function normaliseAttendance(raw: unknown): AttendanceStats {
  const list = attendanceRecordsOf(raw);
  if (list) return fromRecords(list);
  const record = asRecord(raw);
  if (!record) return ZERO;
  if (isSummary(record)) return fromSummary(record);
  const data = asRecord(record.data);
  return data && isSummary(data) ? fromSummary(data) : ZERO;
}
