/**
 * The languages the app speaks (docs/decisions.md#languages): English, the specification's, is
 * the default; Hindi and Marathi are added. Pure rules: which language a device gets, and how its
 * numbers and dates are written.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own script, so a person can find theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'hi-IN' → 'hi'; anything the app does not speak → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The device's language: its own choice if it made one, else the first of the browser's
 * preferred languages the app speaks, else English. The pre-paint script
 * (src/app/first-paint/pre-paint-preferences.js) applies the same rule before the first paint.
 */
export function pickLanguage(chosen: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale Intl formats with. English keeps the specification's en-US formats. Hindi and Marathi
 * use their Indian locale with Latin digits (`nu-latn`): `Intl` would write Marathi numbers in
 * Devanagari digits, but phone numbers, times and amounts are read and typed in Latin digits here
 * (docs/decisions.md#languages).
 */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-US' : `${language}-IN-u-nu-latn`;
}
