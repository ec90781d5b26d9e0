import { Input } from '@mantine/core';
import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@/domain/language';
import { useHydrated } from '@/ui/scheduling/after-hydration';
import { useLanguageChoice } from './use-language-choice';
import { useT } from './use-t';

/** The select's arrow: the phone draws its own picker, this only says "choose". */
const chevron = (
  <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true">
    <path d="M4 6l3.5 3.5L11 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * 'Language': this device's language, on the open screens and in Settings. A native select: the
 * phone's own picker, and Mantine's plain Input (already on /login for its fields) rather than
 * NativeSelect, whose combobox pieces would add a kilobyte to /login's first load. Each language
 * is named in its own script. Kept on the device, also after logout (docs/languages.md).
 */
export function LanguageChoice() {
  const t = useT();
  const id = useId();
  const { language, choose } = useLanguageChoice();
  // The prerendered page says English; the device's language follows once it is live.
  const hydrated = useHydrated();
  return (
    <Input.Wrapper label={t('language.label')} labelElement="label" id={id}>
      <Input
        component="select"
        id={id}
        value={hydrated ? language : 'en'}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) choose(chosen);
        }}
        rightSection={chevron}
        rightSectionPointerEvents="none"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
