/** Online and offline session calls of SPEC.md section 7. */
import { normaliseList } from '@/domain/list';
import { normaliseAcceptedSessionIds, normaliseSession } from '@/domain/session';
import type { ListResult, Session, SessionMode } from '@/domain/types';
import type { ReadOptions, WriteOptions } from './call-options';
import { apiRequest } from './http-client';
import { expectCollection, pathId, toServerId } from './response-shape';

export async function fetchSessions(options: ReadOptions = {}): Promise<ListResult<Session>> {
  const body = expectCollection(await apiRequest('/online_sessions', options));
  return normaliseList(body, normaliseSession);
}

/** SPEC.md: a failure here is tolerated as an empty list (acceptance also lives locally). */
export async function fetchAcceptedSessionIds(options: ReadOptions = {}): Promise<string[]> {
  try {
    return normaliseAcceptedSessionIds(
      await apiRequest('/online_sessions/accepted_sessions', options),
    );
  } catch {
    return [];
  }
}

export interface CreateSessionInput {
  instructor: string;
  topic: string;
  /** Meeting URL for online sessions, venue text for offline ones. */
  link: string;
  mode: SessionMode;
  /** Already converted from IST to UTC by the caller. */
  date: string;
}

export async function createSession(
  input: CreateSessionInput,
  options: WriteOptions = {},
): Promise<void> {
  await apiRequest('/online_sessions', {
    ...options,
    method: 'POST',
    json: { online_session: input },
    readBody: false,
  });
}

/** Accept: the server emails the confirmation (join link or venue). */
export async function sendInvite(sessionId: string, options: WriteOptions = {}): Promise<void> {
  await apiRequest(`/online_sessions/${pathId(sessionId)}/send_invite`, {
    ...options,
    method: 'POST',
    readBody: false,
  });
}

/** Sent when joining; SPEC.md says failures are ignored, so joining never waits on it. */
export async function recordSessionAttendance(
  sessionId: string,
  options: WriteOptions = {},
): Promise<void> {
  try {
    await apiRequest('/online_session_attendances', {
      ...options,
      method: 'POST',
      json: { online_session_id: toServerId(sessionId) },
      readBody: false,
    });
  } catch {
    // Ignored per SPEC.md section 7.
  }
}
