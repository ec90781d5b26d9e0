/** Meeting calls of docs/behaviour.md#server-calls. */
import { normaliseList } from '@/domain/list';
import { normaliseMeeting } from '@/domain/meeting';
import type { ListResult, Meeting } from '@/domain/types';
import type { ReadOptions, WriteOptions } from './call-options';
import { apiRequest, sendWrite } from './http-client';
import { expectCollection } from './response-shape';

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
  await sendWrite('POST', '/meetings', { meeting: input, send_to_all: true }, options);
}
