import { useEffect } from 'react';
import { keepPushLanguage } from '@/repository/push/web-push';
import { useDeviceLanguage } from '@/ui/i18n/use-language-choice';

/**
 * The service worker writes its notifications in the device's language, read from the push
 * records (docs/push.md): a language chosen in Settings is written there at once.
 */
export function useKeepPushLanguage(): void {
  const language = useDeviceLanguage();
  useEffect(() => {
    void keepPushLanguage();
  }, [language]);
}
