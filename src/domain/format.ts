import { intlLocale, type Language } from '@/domain/language';
import { msg, type Msg, type Shown } from '@/locales/messages';

/**
 * The text for an instant the server did not give (or gave unreadable). `formatDateTime` returns
 * it in English, the specification's text; a screen showing dates in the language in use asks
 * `formatDateTimeShown`, which gives this as a message to translate instead.
 */
export const DATE_TO_BE_ANNOUNCED = 'Date to be announced';
export const DATE_TO_BE_ANNOUNCED_MSG: Msg = msg('format.dateToBeAnnounced');

/** A whole number as text with leading zeros to `width` digits: zeroPad(5) is '05'. */
export const zeroPad = (n: number, width = 2): string => String(n).padStart(width, '0');

// Newer ICU data puts a narrow no-break space before AM/PM; plain spaces keep the text
// identical across browsers and make it matchable in tests.
const normaliseSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
};

// Building a formatter is the slow part of formatting a date (tens of ms for a dashboard on a
// phone), so each locale, options and zone gets one, made on first use. Only an explicit zone
// (tests) comes this way: the device's own zone is formatted by hand below.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions, tz?: string) {
  const key = `${locale}|${JSON.stringify(options)}|${tz ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, tz ? { ...options, timeZone: tz } : options);
    formatters.set(key, made);
  }
  return made;
}

/** Formats with the given zone, falling back to the local zone if the zone name is unknown. */
function localeString(
  ms: number,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  tz?: string,
) {
  const date = new Date(ms);
  try {
    return formatter(locale, options, tz).format(date);
  } catch {
    return formatter(locale, options).format(date);
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The parts of an instant on the device's own clock, read with Date's getters. The first
 * Intl.DateTimeFormat of a page loads the locale's data and costs a phone 60 ms or more of one
 * blocking task (measured on the dashboard's first visit, before its cards could show); these
 * getters cost nothing and give the same clock, so the device's zone never needs Intl. Years
 * outside 1..9999, which Intl writes its own way, are left to Intl.
 */
function deviceClock(ms: number) {
  const date = new Date(ms);
  const year = date.getFullYear();
  if (year < 1 || year > 9999) return null;
  const hours = date.getHours();
  return {
    year,
    month: date.getMonth(),
    day: date.getDate(),
    hour12: hours % 12 === 0 ? 12 : hours % 12,
    dayPeriod: hours < 12 ? 'AM' : 'PM',
    minutes: zeroPad(date.getMinutes()),
    seconds: zeroPad(date.getSeconds()),
  };
}

const isUsable = (ms: number | null): ms is number =>
  ms !== null && Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime());

// English on the device's own clock is written by hand (deviceClock); an explicit zone, or Hindi
// and Marathi (whose month names and day periods come from Intl), go through Intl.
const handMade = (timeZone: string | undefined, language: Language) =>
  !timeZone && language === 'en';

function dateTime(ms: number, timeZone: string | undefined, language: Language): string {
  const clock = handMade(timeZone, language) ? deviceClock(ms) : null;
  if (clock) {
    const { year, month, day, hour12, minutes, seconds, dayPeriod } = clock;
    return `${MONTHS[month]} ${day}, ${year}, ${zeroPad(hour12)}:${minutes}:${seconds} ${dayPeriod}`;
  }
  return normaliseSpaces(localeString(ms, intlLocale(language), DATE_TIME_OPTIONS, timeZone));
}

/**
 * docs/behaviour.md#timings-and-limits: en-US, short month, seconds, 12-hour clock; in Hindi and
 * Marathi the same fields in their Indian locale (Latin digits). An unknown instant gives the
 * English 'Date to be announced': a translated screen uses `formatDateTimeShown`.
 */
export function formatDateTime(
  ms: number | null,
  timeZone?: string,
  language: Language = 'en',
): string {
  return isUsable(ms) ? dateTime(ms, timeZone, language) : DATE_TO_BE_ANNOUNCED;
}

/**
 * `formatDateTime` for a screen in any language: the formatted text, or, for an unknown instant,
 * 'Date to be announced' as a message to translate (`showText(t, shown)`).
 */
export function formatDateTimeShown(
  ms: number | null,
  timeZone?: string,
  language: Language = 'en',
): Shown {
  return isUsable(ms) ? dateTime(ms, timeZone, language) : DATE_TO_BE_ANNOUNCED_MSG;
}

/** Referral dates: en-GB day/month/year, e.g. 05/01/2025 (Hindi and Marathi: their locale's). */
export function formatReferralDate(
  ms: number | null,
  timeZone?: string,
  language: Language = 'en',
): string {
  if (!isUsable(ms)) return '';
  const clock = handMade(timeZone, language) ? deviceClock(ms) : null;
  if (clock) return `${zeroPad(clock.day)}/${zeroPad(clock.month + 1)}/${clock.year}`;
  const options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
  const locale = language === 'en' ? 'en-GB' : intlLocale(language);
  return normaliseSpaces(localeString(ms, locale, options, timeZone));
}

/**
 * When the shown data was fetched, for the offline indicator: the time alone when it was today
 * ('10:42 AM'), else with the date ('Nov 21, 10:42 AM').
 */
export function formatLastUpdated(
  ms: number,
  now: number,
  timeZone?: string,
  language: Language = 'en',
): string {
  const byHand = handMade(timeZone, language);
  const clock = byHand ? deviceClock(ms) : null;
  const today = byHand ? deviceClock(now) : null;
  if (clock && today) {
    const time = `${clock.hour12}:${clock.minutes} ${clock.dayPeriod}`;
    const sameDay =
      clock.year === today.year && clock.month === today.month && clock.day === today.day;
    return sameDay ? time : `${MONTHS[clock.month]} ${clock.day}, ${time}`;
  }
  const locale = intlLocale(language);
  const time = localeString(
    ms,
    locale,
    { hour: 'numeric', minute: '2-digit', hour12: true },
    timeZone,
  );
  const day = (at: number) =>
    localeString(at, locale, { year: 'numeric', month: 'short', day: 'numeric' }, timeZone);
  const sameDay = day(ms) === day(now);
  const date = localeString(ms, locale, { month: 'short', day: 'numeric' }, timeZone);
  return normaliseSpaces(sameDay ? time : `${date}, ${time}`);
}
