import type { Messages } from '@lingui/core';
import type { Language } from '@/domain/language';
import englishEntry from '@/locales/en/entry.json';
import type { ScreenCatalogArea } from './screen-catalogs';

/**
 * Each area's catalog in each language, loaded on demand: a screen's texts come with its code, and
 * only in the language in use (docs/languages.md). 'entry' is what every page can show (/login,
 * the open screens' frame, notices): English's is part of the entry, Hindi's and Marathi's are
 * named here. Every other area's loaders are in screen-catalogs.ts, loaded with the first of them.
 */
export type CatalogArea = 'entry' | ScreenCatalogArea;

export const ENGLISH_ENTRY = englishEntry as unknown as Messages;

const ENTRY_CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  hi: () => import('@/locales/hi/entry.json'),
  mr: () => import('@/locales/mr/entry.json'),
};

export async function loadCatalog(area: CatalogArea, language: Language): Promise<Messages> {
  if (area === 'entry') {
    return language === 'en' ? ENGLISH_ENTRY : (await ENTRY_CATALOGS[language]()).default;
  }
  const { SCREEN_CATALOGS } = await import('./screen-catalogs');
  return (await SCREEN_CATALOGS[area][language]()).default;
}
