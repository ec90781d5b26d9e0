/**
 * Writes that go to localStorage and to the IndexedDB mirror together. The feature modules in this
 * folder write through here so no key can be stored without its backup copy.
 */
import { mirrorRemove, mirrorWrite } from './idb-mirror';
import { removeItem, writeItem } from './safe-local-storage';

export function writeMirroredItem(key: string, value: string): void {
  writeItem(key, value);
  mirrorWrite(key, value);
}

/** Stores the value as JSON; values that cannot be serialised (cycles, BigInt) are skipped. */
export function writeMirroredJson(key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  if (text === undefined) return false;
  writeMirroredItem(key, text);
  return true;
}

export function removeMirroredItem(key: string): void {
  removeItem(key);
  mirrorRemove(key);
}
