import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, intlLocale, type Language } from '@/domain/language';
import type { MessageId, MessageValues, Msg } from '@/locales/messages';
import { ENGLISH_ENTRY, loadCatalog, type CatalogArea } from './catalogs';

/**
 * The app's one Lingui instance (docs/decisions.md#languages). English's entry catalog is part of
 * the entry, so an English page waits for nothing; every other catalog loads with the code that
 * shows it (`needCatalog`) and in the language in use.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { [DEFAULT_LANGUAGE]: ENGLISH_ENTRY },
});

const areasInUse = new Set<CatalogArea>(['entry']);
const loads = new Map<string, Promise<void>>([[`${DEFAULT_LANGUAGE}:entry`, Promise.resolve()]]);
/** The language being switched to, whose catalogs load alongside the shown language's. */
let wanted: Language = DEFAULT_LANGUAGE;

function load(area: CatalogArea, language: Language): Promise<void> {
  const key = `${language}:${area}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = loadCatalog(area, language).then(
      (messages) => i18n.load(language, messages),
      (error: unknown) => {
        loads.delete(key); // a later need tries again
        throw error;
      },
    );
    loads.set(key, loading);
  }
  return loading;
}

/** Plurals' numbers (`#`) as the app writes numbers: Latin digits in every language. */
const activate = (language: Language) => i18n.activate(language, [intlLocale(language)]);

export const shownLanguage = (): Language => i18n.locale as Language;

/** Loads an area's catalog in the shown language (and the one being switched to). */
export function needCatalog(area: CatalogArea): Promise<void> {
  areasInUse.add(area);
  const languages = new Set([shownLanguage(), wanted]);
  return Promise.all([...languages].map((language) => load(area, language))).then(() => {});
}

/** Loads every catalog in use in `language`, so switching to it shows no missing text. */
export function prepareLanguage(language: Language): Promise<void> {
  wanted = language;
  return Promise.all([...areasInUse].map((area) => load(area, language))).then(() => {});
}

/**
 * The app's start in the device's language. A page rendered from nothing starts in it at once,
 * its catalogs loading with its code; if they cannot load, English's do. A prerendered page is
 * hydrated in English, the language it was written in, and switches after (LanguageShown): its
 * catalogs start loading now.
 */
export function startIn(language: Language, hydrating: boolean): Promise<void> {
  if (hydrating) {
    void prepareLanguage(language).catch(() => {});
    return Promise.resolve();
  }
  wanted = language;
  activate(language);
  return prepareLanguage(language).catch(() => {
    wanted = DEFAULT_LANGUAGE;
    activate(DEFAULT_LANGUAGE);
    return prepareLanguage(DEFAULT_LANGUAGE);
  });
}

/** Shows `language` once its catalogs are here; a later switch overrides an earlier one. */
export async function switchLanguage(language: Language): Promise<void> {
  await prepareLanguage(language);
  if (wanted === language && shownLanguage() !== language) activate(language);
}

/** For code outside React (notices, the document's title): the text in the shown language. */
export function translate(message: MessageId | Msg, values?: MessageValues): string {
  return typeof message === 'string'
    ? i18n._(message, values)
    : i18n._(message.id, message.values ?? values);
}
