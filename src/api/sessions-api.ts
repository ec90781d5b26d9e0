/** Online and offline session calls of docs/behaviour.md#server-calls. */
import { normaliseList } from '@/domain/list';
import { normaliseAcceptedSessionIds, normaliseSession } from '@/domain/session';
import type { ListResult, Session, SessionMode } from '@/domain/types';
import type { ReadOptions, WriteOptions } from './call-options';
import { apiRequest, sendWrite } from './http-client';
import { expectCollection, pathId } from './response-shape';

export async function fetchSessions(options: ReadOptions = {}): Promise<ListResult<Session>> {
  const body = expectCollection(await apiRequest('/online_sessions', options));
  return normaliseList(body, normaliseSession);
}

/**
 * The server's accepted sessions. A failure is thrown like any other read's: docs/behaviour.md's "tolerated
 * as an empty list" is applied by the repository only when nothing better is known, so a failed
 * refresh never replaces a good answer.
 */
export async function fetchAcceptedSessionIds(options: ReadOptions = {}): Promise<string[]> {
  const body = expectCollection(await apiRequest('/online_sessions/accepted_sessions', options));
  return normaliseAcceptedSessionIds(body);
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
  await sendWrite('POST', '/online_sessions', { online_session: input }, options);
}

/** Accept: the server emails the confirmation (join link or venue). */
export async function sendInvite(sessionId: string, options: WriteOptions = {}): Promise<void> {
  await sendWrite('POST', `/online_sessions/${pathId(sessionId)}/send_invite`, undefined, options);
}
