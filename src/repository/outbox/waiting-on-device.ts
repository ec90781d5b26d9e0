/**
 * Who has changes waiting on this device, read without the engine (the login screen and sign-in
 * run before it loads), and the deletion of the changes a logout dropped. Reads only the fields
 * every version of a record has: whose it is, and when it was made.
 */
import { asRecord } from '@/domain/loose';
import { deleteOutboxRecordsWhere, readOutboxRecords } from '@/storage/outbox-store';
import {
  hasWritesToDrop,
  readWritesToDrop,
  writeWritesToDrop,
  type WritesToDrop,
} from '@/storage/writes-to-drop';

export interface WaitingOwner {
  memberKey: string;
  name: string;
  count: number;
}

/** Whether this stored change (any version's record) is one a logout dropped. */
function isDroppedWrite(record: unknown, notes: WritesToDrop): boolean {
  const value = asRecord(record);
  const memberKey = value?.memberKey;
  if (typeof memberKey !== 'string' || !Object.hasOwn(notes, memberKey)) return false;
  const before = notes[memberKey];
  // A change of unknown age goes: sending a dropped change is the one thing never allowed.
  return (
    typeof before !== 'number' ||
    !(typeof value?.createdAt === 'number' && value.createdAt >= before)
  );
}

/**
 * The deletion that followed `notes` landed: their entries go, unless one changed meanwhile (the
 * member logged out again, or signed in), which a later deletion then handles.
 */
function forgetWritesToDrop(notes: WritesToDrop): void {
  const now = Object.entries(readWritesToDrop());
  const left = now.filter(
    ([member, before]) => !(Object.hasOwn(notes, member) && notes[member] === before),
  );
  if (left.length < now.length) writeWritesToDrop(Object.fromEntries(left));
}

/** Every member with changes on this device, with how many. Never rejects. */
export async function waitingOwners(): Promise<WaitingOwner[]> {
  let stored: unknown[];
  try {
    stored = await readOutboxRecords();
  } catch {
    // Unreadable storage holds nothing that could be sent either.
    return [];
  }
  // Changes a logout dropped are no one's, even while their deletion has not landed yet.
  const dropped = readWritesToDrop();
  const owners = new Map<string, WaitingOwner>();
  for (const raw of stored) {
    const record = asRecord(raw);
    const memberKey = record?.memberKey;
    if (typeof record?.id !== 'string' || typeof memberKey !== 'string') continue;
    if (isDroppedWrite(record, dropped)) continue;
    const owner = owners.get(memberKey) ?? { memberKey, name: '', count: 0 };
    owner.count += 1;
    owner.name ||= typeof record.memberName === 'string' ? record.memberName : '';
    owners.set(memberKey, owner);
  }
  return [...owners.values()];
}

const landed = (deletion: Promise<void>): Promise<boolean> =>
  deletion.then(
    () => true,
    () => false,
  );

/**
 * Deletes the changes of the members `whose` picks, judged by what is stored when the deletion
 * runs (one transaction, no list read before it). Resolves to whether the deletion reached the
 * disk; never rejects.
 */
export function dropWaitingWrites(whose: (memberKey: string) => boolean): Promise<boolean> {
  return landed(
    deleteOutboxRecordsWhere(() => (raw) => {
      const memberKey = asRecord(raw)?.memberKey;
      return typeof memberKey === 'string' && whose(memberKey);
    }),
  );
}

/**
 * Deletes every change the logout notes name (storage/writes-to-drop.ts), in one transaction that
 * reads the notes as it begins, so a change stored by another tab a moment earlier goes too.
 * With `forget`, the notes it followed go once the deletion has landed. Never rejects.
 */
async function dropNotedWrites(forget: boolean): Promise<boolean> {
  if (!hasWritesToDrop()) return true;
  let followed: WritesToDrop = {};
  const done = await landed(
    deleteOutboxRecordsWhere(() => {
      followed = readWritesToDrop();
      const notes = followed;
      return (record) => isDroppedWrite(record, notes);
    }),
  );
  if (done && forget) forgetWritesToDrop(followed);
  return done;
}

/**
 * The logout's own deletion. The note stays even once it has landed: a tab of the member that has
 * not yet heard of the logout may still store a change. The logout's second pass a moment later
 * (finishLogoutDrops) deletes it and then the note; an app closed before that leaves both for the
 * next start or sign-in, which does the same before anything could send it. Never rejects.
 */
export const dropWritesAtLogout = (): Promise<boolean> => dropNotedWrites(false);

/**
 * At a start or a sign-in: deletes what the logout notes name, and the notes once the deletion
 * has landed. Resolves to whether it landed; never rejects.
 */
export const finishLogoutDrops = (): Promise<boolean> => dropNotedWrites(true);

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Resolves once no logout note names this member any more, deleting what they name and trying
 * again (1 s, 2 s ... 30 s) while the deletion does not land, for as long as `alive()`. The
 * member's outbox sends nothing before (docs/architecture.md#signing-out). Never rejects.
 */
export async function untilWritesDropped(memberKey: string, alive: () => boolean): Promise<void> {
  let wait = FIRST_RETRY_MS;
  while (hasWritesToDrop(memberKey) && alive()) {
    // Landed, yet still named: a note changed meanwhile (a sign-in or a logout); look again.
    if (await finishLogoutDrops()) continue;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  }
}
