/**
 * Session ids the member accepted on this device (docs/behaviour.md#states), kept per user so a second
 * member on the same phone never sees the first one's acceptances.
 */
import { asIdString } from '@/domain/loose';
import { writeMirroredJson } from './mirrored-item';
import { readJson } from './safe-local-storage';
import { acceptedSessionsKey } from './storage-keys';

export function readAcceptedSessionIds(userId: string): string[] {
  // Without an id every member would share one key.
  if (userId.trim() === '') return [];
  const stored = readJson(acceptedSessionsKey(userId));
  if (!Array.isArray(stored)) return [];
  const ids = stored.map(asIdString).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

export function addAcceptedSessionId(userId: string, sessionId: string): void {
  const id = asIdString(sessionId);
  if (userId.trim() === '' || id === null) return;
  const ids = readAcceptedSessionIds(userId);
  if (ids.includes(id)) return;
  writeMirroredJson(acceptedSessionsKey(userId), [...ids, id]);
}
