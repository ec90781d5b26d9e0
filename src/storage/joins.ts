/**
 * The sessions and meetings a member joined on this device (no server call lists a member's own
 * joins), kept per member like the accepted ids and gone at sign-out with them.
 */
import { recentJoins, type JoinOnDevice } from '@/domain/activity';
import { writeMirroredJson } from './mirrored-item';
import { readJson } from './safe-local-storage';
import { joinsKey } from './storage-keys';

export function readJoins(userId: string, now: number): JoinOnDevice[] {
  if (userId.trim() === '') return [];
  const stored = readJson(joinsKey(userId));
  return Array.isArray(stored) ? recentJoins(stored, now) : [];
}

export function addJoin(userId: string, join: JoinOnDevice): void {
  if (userId.trim() === '') return;
  writeMirroredJson(joinsKey(userId), recentJoins([...readJoins(userId, join.at), join], join.at));
}
