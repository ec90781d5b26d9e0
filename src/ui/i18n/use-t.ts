import { useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@/domain/language';
import type { MessageId, MessageValues, Msg, Shown } from '@/locales/messages';
import { i18n } from './i18n';

export type Translate = (message: MessageId | Msg, values?: MessageValues) => string;

// Lingui's own 'change' event, read as the shown language: a component renders again when the
// language changes, not when a catalog of the same language arrives (a screen's catalog is here
// before the screen renders, src/app/shell/screen-code.ts). No provider: any component can ask.
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const shown = () => i18n.locale as Language;

/** The language shown now, for Intl formatting. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, shown, shown);
}

/**
 * The translator for a component: it renders again when the language changes. `t('login.submit')`,
 * `t('writes.waiting', { count })`, or `t(msg)` for a message the domain or repository composed.
 */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo<Translate>(() => {
    void language; // a new translator per language, so memoised children render again
    return (message, values) =>
      typeof message === 'string'
        ? i18n._(message, values)
        : i18n._(message.id, message.values ?? values);
  }, [language]);
}

/** A text to show: the server's words exactly as sent, or one of ours in the shown language. */
export const showText = (t: Translate, text: Shown): string =>
  typeof text === 'string' ? text : t(text);
