import { pickLanguage, type Language } from '@/domain/language';
import {
  onLanguageChoiceElsewhere,
  readLanguageChoice,
  writeLanguageChoice,
} from '@/storage/language';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** This device's language: its choice, else the browser's first the app speaks, else English. */
export function deviceLanguage(): Language {
  return pickLanguage(readLanguageChoice(), browserLanguages());
}

const chosenHere = new Set<(language: Language) => void>();

/** Keeps the choice on this device (kept at logout, docs/architecture.md#what-the-device-keeps). */
export function chooseLanguage(language: Language): void {
  writeLanguageChoice(language);
  for (const listener of [...chosenHere]) listener(language);
}

/** Calls back when a language is chosen, in this tab or another. Returns the unsubscribe. */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  chosenHere.add(listener);
  const stopElsewhere = onLanguageChoiceElsewhere(listener);
  return () => {
    chosenHere.delete(listener);
    stopElsewhere();
  };
}

export { onLanguageChoiceElsewhere };
