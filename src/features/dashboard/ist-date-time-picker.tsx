import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { nowAsIstWallClock } from '@/domain/ist';
import type { Language } from '@/domain/language';
import { useLanguage, useT } from '@/ui/i18n/use-t';
import { useClockValue } from '@/ui/use-clock';

/** docs/behaviour.md#timings-and-limits: picker dates stop at the end of 2099. */
const MAX_DATE = '2099-12-31 23:59:59';

/** The IST wall clock floored to the minute, so the picker re-renders at most once a minute. */
const istMinute = (now: number) => nowAsIstWallClock(now - (now % 60_000));

/**
 * dayjs's month and weekday names for the picker, loaded only when that language is in use
 * (English is dayjs's own). Their 'A' stays AM/PM: dayjs's hi and mr define no day periods of
 * their own, and the picker's toggle is AM/PM in every language, as Indian phones show it.
 */
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () => import('dayjs/locale/hi'),
  mr: () => import('dayjs/locale/mr'),
};
const loadedLocales = new Set<Language>(['en']);

/** The picker's dayjs locale: the language in use once its names are here, English until then. */
function usePickerLocale(language: Language): Language {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (language === 'en' || loadedLocales.has(language)) return;
    let live = true;
    DAYJS_LOCALES[language]().then(
      () => {
        loadedLocales.add(language);
        if (live) setLoaded((count) => count + 1);
      },
      () => {}, // Not loaded (offline, a deploy replaced it): the names stay English.
    );
    return () => {
      live = false;
    };
  }, [language]);
  return loadedLocales.has(language) ? language : 'en';
}

interface IstDateTimePickerProps {
  label: string;
  /** IST wall clock 'YYYY-MM-DD HH:mm:ss', or '' when nothing is picked. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The create forms' date and time (docs/behaviour.md#screens): DD/MM/YYYY hh:mm A, 12-hour clock, 1-hour
 * and 1-minute steps, nothing before now. What is picked is an IST wall clock whatever the
 * device's zone (docs/behaviour.md#rules-for-input), so "now" is IST too; the caller converts it to UTC.
 */
export function IstDateTimePicker({ label, value, onChange }: IstDateTimePickerProps) {
  const t = useT();
  const locale = usePickerLocale(useLanguage());
  const minDate = useClockValue(istMinute);
  return (
    <DatesProvider settings={{ locale }}>
      <DateTimePicker
        label={label}
        description={t('picker.ist')}
        withAsterisk
        clearable
        valueFormat="DD/MM/YYYY hh:mm A"
        withSeconds={false}
        minDate={minDate}
        maxDate={MAX_DATE}
        nextLabel={t('picker.nextMonth')}
        previousLabel={t('picker.previousMonth')}
        // Keyboard use: once the picker closes, focus goes back to its field (not to the page
        // behind the modal), and the icon-only check button that confirms it has a name.
        popoverProps={{ returnFocus: true }}
        submitButtonProps={{ 'aria-label': t('picker.confirm') }}
        timePickerProps={{
          format: '12h',
          withSeconds: false,
          hoursStep: 1,
          minutesStep: 1,
          hoursInputLabel: t('picker.hours'),
          minutesInputLabel: t('picker.minutes'),
          amPmInputLabel: t('picker.amPm'),
          amPmLabels: { am: 'AM', pm: 'PM' },
        }}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesProvider>
  );
}
