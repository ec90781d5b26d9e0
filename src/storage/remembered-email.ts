/** The login screen's 'Remember me' email (docs/behaviour.md#states). It survives logout on purpose. */
import { removeMirroredItem, writeMirroredItem } from './mirrored-item';
import { readItem } from './safe-local-storage';
import { STORAGE_KEYS } from './storage-keys';

export function readRememberedEmail(): string | null {
  const email = readItem(STORAGE_KEYS.rememberedEmail);
  return email && email.trim() !== '' ? email : null;
}

export function saveRememberedEmail(email: string): void {
  writeMirroredItem(STORAGE_KEYS.rememberedEmail, email);
}

export function clearRememberedEmail(): void {
  removeMirroredItem(STORAGE_KEYS.rememberedEmail);
}
