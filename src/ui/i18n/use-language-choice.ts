import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '@/domain/language';
import {
  chooseLanguage,
  deviceLanguage,
  onLanguageChoiceElsewhere,
} from '@/repository/preferences/language-preference';
import { switchLanguage } from './i18n';

// The device's language as a tiny store: 'Language' on /login and in Settings, and other tabs.
const listeners = new Set<() => void>();
let current: Language | null = null;
const read = () => (current ??= deviceLanguage());
const set = (language: Language) => {
  current = language;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The device's language, read at once even while hydrating a prerendered page (whose markup is
 * English): for what renders nothing, as the hold on the page's English.
 */
export const useDeviceLanguage = (): Language => useSyncExternalStore(subscribe, read, read);

/**
 * The device's language and a way to choose another: the choice is kept on this device and the
 * app switches to it as soon as its texts are here (only that language's catalogs load).
 */
export function useLanguageChoice(): { language: Language; choose: (l: Language) => void } {
  const language = useSyncExternalStore(subscribe, read, () => 'en' as Language);
  const choose = useCallback((chosen: Language) => {
    chooseLanguage(chosen);
    set(chosen);
    void switchLanguage(chosen);
  }, []);
  return { language, choose };
}

/** Follows a language chosen in another tab of the app, so every open tab agrees. */
export function followLanguageOfOtherTabs(): () => void {
  return onLanguageChoiceElsewhere((chosen) => {
    set(chosen);
    void switchLanguage(chosen).catch(() => {});
  });
}
