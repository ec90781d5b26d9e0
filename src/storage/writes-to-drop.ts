/**
 * The note of whose waiting changes a logout dropped (docs/architecture.md#signing-out). It is
 * written before the deletion starts and checked before anything is sent, so a deletion that
 * fails, hangs or is cut short by the app closing can never let a dropped change reach the server.
 *
 * Per member: `null` while the member has not signed in since the logout (every change of theirs
 * on the device goes), then the time their next sign-in began (only changes made before it go).
 * Kept small: logout and start-up read it from the app's first file; the rules that use the times
 * load later (outbox/waiting-on-device.ts, engine/member-engine.ts).
 */
import { readItem, removeItem, writeItem } from './safe-local-storage';
import { WRITES_TO_DROP_KEY } from './storage-keys';

export type WritesToDrop = Readonly<Record<string, number | null>>;

/** Every member with changes to drop; an older version's note (a bare member key) counts too. */
export function readWritesToDrop(): WritesToDrop {
  const text = readItem(WRITES_TO_DROP_KEY);
  if (text === null) return {};
  try {
    const notes: unknown = JSON.parse(text);
    if (typeof notes === 'object' && notes !== null) return notes as WritesToDrop;
  } catch {
    // Not JSON: an older version's bare member key.
  }
  return { [text]: null };
}

export function writeWritesToDrop(notes: WritesToDrop): void {
  if (Object.keys(notes).length === 0) removeItem(WRITES_TO_DROP_KEY);
  else writeItem(WRITES_TO_DROP_KEY, JSON.stringify(notes));
}

/** A logout drops every change of this member on the device: noted before the deletion starts. */
export function markWritesToDrop(memberKey: string): void {
  if (memberKey !== '') writeWritesToDrop({ ...readWritesToDrop(), [memberKey]: null });
}

/** Whether changes of this member (of anyone, without a key) are still to be dropped. */
export function hasWritesToDrop(memberKey?: string): boolean {
  const notes = readWritesToDrop();
  return memberKey === undefined ? Object.keys(notes).length > 0 : Object.hasOwn(notes, memberKey);
}
