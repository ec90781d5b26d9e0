import { readItem, removeItem, writeItem } from './safe-local-storage';
import { WRITES_TO_DROP_KEY } from './storage-keys';

/** A logout drops this member's waiting changes: noted before the deletion starts. */
export function markWritesToDrop(memberKey: string): void {
  if (memberKey !== '') writeItem(WRITES_TO_DROP_KEY, memberKey);
}

/** The member whose waiting changes a logout dropped, while the deletion may not have landed. */
export function readWritesToDrop(): string | null {
  return readItem(WRITES_TO_DROP_KEY);
}

/** The deletion landed; a later logout's note (another member's) is left alone. */
export function clearWritesToDrop(memberKey: string): void {
  if (readItem(WRITES_TO_DROP_KEY) === memberKey) removeItem(WRITES_TO_DROP_KEY);
}
