/**
 * Who has changes waiting on this device, read without the engine (the login screen and sign-in
 * run before it loads). Reads only the fields every version of a record has: whose it is.
 */
import { asRecord } from '@/domain/loose';
import { deleteOutboxRecords, readOutboxRecords } from '@/storage/outbox-store';
import { clearWritesToDrop, readWritesToDrop } from '@/storage/writes-to-drop';

export interface WaitingOwner {
  memberKey: string;
  name: string;
  count: number;
}

interface Owned {
  id: string;
  memberKey: string;
  name: string;
}

async function ownedRecords(): Promise<Owned[]> {
  try {
    return (await readOutboxRecords()).flatMap((raw) => {
      const record = asRecord(raw);
      const id = record?.id;
      const memberKey = record?.memberKey;
      if (typeof id !== 'string' || typeof memberKey !== 'string') return [];
      const name = typeof record?.memberName === 'string' ? record.memberName : '';
      return [{ id, memberKey, name }];
    });
  } catch {
    // Unreadable storage holds nothing that could be sent either.
    return [];
  }
}

/** Every member with changes on this device, with how many. Never rejects. */
export async function waitingOwners(): Promise<WaitingOwner[]> {
  const owners = new Map<string, WaitingOwner>();
  for (const { memberKey, name } of await ownedRecords()) {
    const owner = owners.get(memberKey) ?? { memberKey, name, count: 0 };
    owner.count += 1;
    owner.name ||= name;
    owners.set(memberKey, owner);
  }
  return [...owners.values()];
}

/**
 * Deletes the changes of the members `whose` picks. Resolves to whether the deletion reached the
 * disk; never rejects.
 */
export async function dropWaitingWrites(whose: (memberKey: string) => boolean): Promise<boolean> {
  const ids = (await ownedRecords()).filter((r) => whose(r.memberKey)).map((r) => r.id);
  return deleteOutboxRecords(ids).then(
    () => true,
    () => false,
  );
}

/**
 * Deletes the changes a logout dropped (storage/writes-to-drop.ts noted whose), and the note once
 * the deletion has landed: at the logout itself, and again at the next start or sign-in when the
 * app closed before it could. Never rejects.
 */
export async function finishLogoutDrops(): Promise<void> {
  const member = readWritesToDrop();
  if (member === null) return;
  if (await dropWaitingWrites((memberKey) => memberKey === member)) clearWritesToDrop(member);
}
