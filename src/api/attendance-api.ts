/** The admin's per-member attendance calls of docs/behaviour.md#server-calls. */
import { normaliseAttendanceReport, type AttendanceReport } from '@/domain/attendance-report';
import type { ReadOptions, WriteOptions } from './call-options';
import { apiRequest, sendWrite } from './http-client';
import { expectCollection, toServerId } from './response-shape';

async function fetchReport(
  path: string,
  userId: string,
  options: ReadOptions,
): Promise<AttendanceReport> {
  const query = new URLSearchParams({ user_id: userId.trim() });
  const body = expectCollection(await apiRequest(`${path}?${query.toString()}`, options));
  return normaliseAttendanceReport(body);
}

export function fetchSessionAttendance(
  userId: string,
  options: ReadOptions = {},
): Promise<AttendanceReport> {
  return fetchReport('/online_session_attendances', userId, options);
}

export function fetchMeetingAttendance(
  userId: string,
  options: ReadOptions = {},
): Promise<AttendanceReport> {
  return fetchReport('/attendances', userId, options);
}

/** Where joining a session or a meeting is recorded, and the field naming the item. */
const ATTENDANCE_RECORDS = {
  session: { path: '/online_session_attendances', field: 'online_session_id' },
  meeting: { path: '/attendances', field: 'meeting_id' },
} as const;

/**
 * Sent when a member opens a session's or a meeting's link. Failures are ignored, so joining
 * never waits on it (docs/behaviour.md#join).
 */
export async function recordAttendance(
  kind: keyof typeof ATTENDANCE_RECORDS,
  id: string,
  options: WriteOptions = {},
): Promise<void> {
  const { path, field } = ATTENDANCE_RECORDS[kind];
  try {
    await sendWrite('POST', path, { [field]: toServerId(id) }, options);
  } catch {
    // Attendance is a record for the admin, never a reason to keep a member from the link.
  }
}
