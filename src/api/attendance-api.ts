/** The admin's per-member attendance calls of SPEC.md section 7. */
import { normaliseAttendance } from '@/domain/attendance';
import type { AttendanceStats } from '@/domain/types';
import type { ReadOptions } from './call-options';
import { apiRequest } from './http-client';
import { expectCollection } from './response-shape';

async function fetchStats(
  path: string,
  userId: string,
  options: ReadOptions,
): Promise<AttendanceStats> {
  const query = new URLSearchParams({ user_id: userId.trim() });
  const body = expectCollection(await apiRequest(`${path}?${query.toString()}`, options));
  return normaliseAttendance(body);
}

export function fetchSessionAttendance(
  userId: string,
  options: ReadOptions = {},
): Promise<AttendanceStats> {
  return fetchStats('/online_session_attendances', userId, options);
}

export function fetchMeetingAttendance(
  userId: string,
  options: ReadOptions = {},
): Promise<AttendanceStats> {
  return fetchStats('/attendances', userId, options);
}
