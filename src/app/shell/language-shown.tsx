import { useEffect, useLayoutEffect } from 'react';
import type { Language } from '@/domain/language';
import { switchLanguage } from '@/ui/i18n/i18n';
import { useLanguage } from '@/ui/i18n/use-t';

/**
 * Puts the shown language on <html lang> (screen readers and the browser's hyphenation read it)
 * and, once the page shows the device's language, lifts the pre-paint script's hold on a
 * prerendered page's English (docs/decisions.md#languages). `target` is the device's language: a
 * prerendered page, hydrated in English, switches to it once it is live.
 */
export function LanguageShown({ target }: { target: Language }) {
  const language = useLanguage();
  useEffect(() => {
    if (language !== target) void switchLanguage(target).catch(() => {});
  }, [language, target]);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute('lang', language);
    if (language === target) html.removeAttribute('data-language-pending');
  }, [language, target]);
  return null;
}
