/**
 * The colour scheme chosen on this device with the header's toggle: a device preference, not
 * member data, so it survives sign-out and is never mirrored. Absent means "follow the system".
 * The pre-paint script (src/app/first-paint/pre-paint-preferences.js) reads the same key before
 * the first paint: keep the two in step.
 */
import { readItem, removeItem, writeItem } from './safe-local-storage';
import { DEVICE_PREFERENCE_KEYS } from './storage-keys';

export const COLOR_SCHEME_KEY = DEVICE_PREFERENCE_KEYS.colorScheme;

export type ColorSchemeChoice = 'light' | 'dark';

const isChoice = (value: unknown): value is ColorSchemeChoice =>
  value === 'light' || value === 'dark';

export function readColorSchemeChoice(): ColorSchemeChoice | null {
  const value = readItem(COLOR_SCHEME_KEY);
  return isChoice(value) ? value : null;
}

export function writeColorSchemeChoice(choice: ColorSchemeChoice): void {
  writeItem(COLOR_SCHEME_KEY, choice);
}

export function forgetColorSchemeChoice(): void {
  removeItem(COLOR_SCHEME_KEY);
}

/**
 * Calls back when another tab of the app changes the choice, so every open tab agrees.
 * Returns the unsubscribe.
 */
export function onColorSchemeChoiceElsewhere(
  callback: (choice: ColorSchemeChoice | null) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key !== COLOR_SCHEME_KEY && event.key !== null) return;
    callback(isChoice(event.newValue) ? event.newValue : null);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
