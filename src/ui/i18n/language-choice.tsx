import { NativeSelect } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@/domain/language';
import { useHydrated } from '@/ui/scheduling/after-hydration';
import { useLanguageChoice } from './use-language-choice';
import { useT } from './use-t';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * 'Language': this device's language, on the open screens and in Settings. A native select: the
 * phone's own picker, and no menu code in /login's first load. Each language is named in its own
 * script. Kept on the device, also after logout (docs/decisions.md#languages).
 */
export function LanguageChoice() {
  const t = useT();
  const { language, choose } = useLanguageChoice();
  // The prerendered page says English; the device's language follows once it is live.
  const hydrated = useHydrated();
  return (
    <NativeSelect
      label={t('language.label')}
      data={OPTIONS}
      value={hydrated ? language : 'en'}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLanguage(chosen)) choose(chosen);
      }}
    />
  );
}
