/**
 * The language chosen on this device ('Language' on /login and in Settings): a device preference,
 * like the colour scheme, so it survives sign-out and is never mirrored. Absent means "follow the
 * browser's languages". The pre-paint script (src/app/first-paint/pre-paint-preferences.js) reads
 * the same key before the first paint.
 */
import { isLanguage, type Language } from '@/domain/language';
import { readItem, writeItem } from './safe-local-storage';
import { DEVICE_PREFERENCE_KEYS } from './storage-keys';

const LANGUAGE_KEY = DEVICE_PREFERENCE_KEYS.language;

export function readLanguageChoice(): Language | null {
  const value = readItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function writeLanguageChoice(language: Language): void {
  writeItem(LANGUAGE_KEY, language);
}

/** Calls back when another tab of the app picks a language, so every open tab agrees. */
export function onLanguageChoiceElsewhere(callback: (language: Language) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === LANGUAGE_KEY && isLanguage(event.newValue)) callback(event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
