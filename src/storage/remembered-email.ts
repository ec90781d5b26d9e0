/** The login screen's 'Remember me' email (SPEC.md section 4). It survives logout on purpose. */
import { forgetItem, persistItem } from './persisted-item';
import { readItem } from './safe-local-storage';
import { STORAGE_KEYS } from './storage-keys';

export function readRememberedEmail(): string | null {
  const email = readItem(STORAGE_KEYS.rememberedEmail);
  return email && email.trim() !== '' ? email : null;
}

export function saveRememberedEmail(email: string): void {
  persistItem(STORAGE_KEYS.rememberedEmail, email);
}

export function clearRememberedEmail(): void {
  forgetItem(STORAGE_KEYS.rememberedEmail);
}
