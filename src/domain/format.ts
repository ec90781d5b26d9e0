export const DATE_TO_BE_ANNOUNCED = 'Date to be announced';

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

/** docs/behaviour.md#timings-and-limits: en-US, short month, seconds, 12-hour clock. */
export function formatDateTime(ms: number | null, timeZone?: string): string {
  if (!isUsable(ms)) return DATE_TO_BE_ANNOUNCED;
  const clock = timeZone ? null : deviceClock(ms);
  if (clock) {
    const { year, month, day, hour12, minutes, seconds, dayPeriod } = clock;
    return `${MONTHS[month]} ${day}, ${year}, ${zeroPad(hour12)}:${minutes}:${seconds} ${dayPeriod}`;
  }
  return normaliseSpaces(localeString(ms, 'en-US', DATE_TIME_OPTIONS, timeZone));
}

/** Referral dates: en-GB day/month/year, e.g. 05/01/2025. */
export function formatReferralDate(ms: number | null, timeZone?: string): string {
  if (!isUsable(ms)) return '';
  const clock = timeZone ? null : deviceClock(ms);
  if (clock) return `${zeroPad(clock.day)}/${zeroPad(clock.month + 1)}/${clock.year}`;
  const options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
  return localeString(ms, 'en-GB', options, timeZone);
}

/**
 * When the shown data was fetched, for the offline indicator: the time alone when it was today
 * ('10:42 AM'), else with the date ('Nov 21, 10:42 AM').
 */
export function formatLastUpdated(ms: number, now: number, timeZone?: string): string {
  const clock = timeZone ? null : deviceClock(ms);
  const today = timeZone ? null : deviceClock(now);
  if (clock && today) {
    const time = `${clock.hour12}:${clock.minutes} ${clock.dayPeriod}`;
    const sameDay =
      clock.year === today.year && clock.month === today.month && clock.day === today.day;
    return sameDay ? time : `${MONTHS[clock.month]} ${clock.day}, ${time}`;
  }
  const time = localeString(
    ms,
    'en-US',
    { hour: 'numeric', minute: '2-digit', hour12: true },
    timeZone,
  );
  const day = (at: number) =>
    localeString(at, 'en-US', { year: 'numeric', month: 'short', day: 'numeric' }, timeZone);
  const sameDay = day(ms) === day(now);
  const date = localeString(ms, 'en-US', { month: 'short', day: 'numeric' }, timeZone);
  return normaliseSpaces(sameDay ? time : `${date}, ${time}`);
}
