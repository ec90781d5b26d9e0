import { useEffect, useLayoutEffect } from 'react';
import { switchLanguage } from '@/ui/i18n/i18n';
import { followLanguageOfOtherTabs, useDeviceLanguage } from '@/ui/i18n/use-language-choice';
import { useLanguage } from '@/ui/i18n/use-t';

/**
 * Puts the shown language on <html lang> (screen readers and the browser's hyphenation read it)
 * and, once the page shows the device's language, lifts the pre-paint script's hold on a
 * prerendered page's English (docs/languages.md). A language chosen in another tab applies here too.
 */
export function LanguageShown() {
  const language = useLanguage();
  const target = useDeviceLanguage();
  useEffect(followLanguageOfOtherTabs, []);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute('lang', language);
    if (language === target) html.removeAttribute('data-language-pending');
  }, [language, target]);
  return null;
}

/**
 * A prerendered page is hydrated in English, the language it was written in, and switches to the
 * device's language once the screen is live. Rendered inside the screens' Suspense boundary: React
 * hydrates a boundary's content after the rest of the page, and a boundary hydrated after the
 * switch would find Hindi where its HTML says English, and be replaced.
 */
export function SwitchToDeviceLanguage() {
  const language = useLanguage();
  const target = useDeviceLanguage();
  useEffect(() => {
    if (language === target) return;
    // Its texts could not load (a flaky network, no cache yet): the English page shows at once
    // rather than after the pre-paint script's safety delay.
    switchLanguage(target).catch(() =>
      document.documentElement.removeAttribute('data-language-pending'),
    );
  }, [language, target]);
  return null;
}
