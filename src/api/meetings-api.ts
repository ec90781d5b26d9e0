/** Meeting calls of SPEC.md section 7. */
import { normaliseList } from '@/domain/list';
import { normaliseMeeting } from '@/domain/meeting';
import type { ListResult, Meeting } from '@/domain/types';
import type { ReadOptions, WriteOptions } from './call-options';
import { apiRequest } from './http-client';
import { expectCollection, toServerId } from './response-shape';

export async function fetchMeetings(options: ReadOptions = {}): Promise<ListResult<Meeting>> {
  const body = expectCollection(await apiRequest('/user_meetings', options));
  return normaliseList(body, normaliseMeeting);
}

export interface CreateMeetingInput {
  title: string;
  link: string;
  /** Already converted from IST to UTC by the caller. */
  scheduled_at: string;
  description: string;
}

export async function createMeeting(
  input: CreateMeetingInput,
  options: WriteOptions = {},
): Promise<void> {
  await apiRequest('/meetings', {
    ...options,
    method: 'POST',
    json: { meeting: input, send_to_all: true },
    readBody: false,
  });
}

/** Sent when joining; SPEC.md says failures are ignored. */
export async function recordMeetingAttendance(
  meetingId: string,
  options: WriteOptions = {},
): Promise<void> {
  try {
    await apiRequest('/attendances', {
      ...options,
      method: 'POST',
      json: { meeting_id: toServerId(meetingId) },
      readBody: false,
    });
  } catch {
    // Ignored per SPEC.md section 7.
  }
}
