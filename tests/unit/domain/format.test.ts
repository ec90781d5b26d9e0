import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_TO_BE_ANNOUNCED_MSG,
  formatDateTime,
  formatDateTimeShown,
  formatLastUpdated,
  formatReferralDate,
  zeroPad,
} from '@/domain/format';

const T = Date.UTC(2025, 0, 5, 9, 0, 7);

describe('formatDateTime', () => {
  it(
    'formats en-US with short month, seconds and a 12-hour clock in the local zone',
    {
      meta: {
        spec: [
          'Date display: en-US with day, short month, year, time with seconds, 12-hour clock.',
        ],
      },
    },
    () => {
      expect(formatDateTime(T)).toBe('Jan 5, 2025, 02:30:07 PM');
    },
  );

  it('honours an explicit time zone', () => {
    expect(formatDateTime(T, 'UTC')).toBe('Jan 5, 2025, 09:00:07 AM');
    expect(formatDateTime(Date.UTC(2025, 11, 31, 23, 59, 0), 'UTC')).toBe(
      'Dec 31, 2025, 11:59:00 PM',
    );
  });

  it('uses plain spaces only', () => {
    expect(formatDateTime(T)).not.toMatch(/[\u202f\u00a0]/);
  });

  it('falls back to the local zone for an unknown zone name', () => {
    expect(formatDateTime(T, 'Not/AZone')).toBe('Jan 5, 2025, 02:30:07 PM');
  });

  it("says 'Date to be announced' without a usable time", () => {
    expect(formatDateTime(null)).toBe('Date to be announced');
    expect(formatDateTime(Number.NaN)).toBe('Date to be announced');
    expect(formatDateTime(1e300)).toBe('Date to be announced');
  });
});

describe('formatReferralDate', () => {
  it(
    'formats en-GB day/month/year',
    { meta: { spec: ['Referral dates: en-GB.', "'On: {date}' in day/month/year (en-GB)"] } },
    () => {
      expect(formatReferralDate(T)).toBe('05/01/2025');
      // 20:00 UTC on the 5th is already the 6th in India.
      expect(formatReferralDate(Date.UTC(2025, 0, 5, 20, 0))).toBe('06/01/2025');
      expect(formatReferralDate(Date.UTC(2025, 0, 5, 20, 0), 'UTC')).toBe('05/01/2025');
    },
  );

  it('is empty without a usable time', () => {
    expect(formatReferralDate(null)).toBe('');
    expect(formatReferralDate(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('in Hindi and Marathi', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => (ms: number) =>
    new Intl.DateTimeFormat(locale, options).format(ms).replace(/[\u202f\u00a0]/g, ' ');

  it('formats the same fields through Intl in the Indian locale, with Latin digits', () => {
    for (const language of ['hi', 'mr'] as const) {
      const text = formatDateTime(T, undefined, language);
      expect(text).toBe(
        intl(`${language}-IN-u-nu-latn`, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hour12: true,
        })(T),
      );
      expect(text).toContain('2025');
      expect(text).toContain('02:30:07');
      expect(text).not.toMatch(/[\u0966-\u096f\u202f\u00a0]/);
      expect(formatDateTime(T, 'UTC', language)).toContain('09:00:07');
      expect(formatReferralDate(T, undefined, language)).toBe('05/01/2025');
      expect(formatLastUpdated(T, T, 'UTC', language)).toMatch(/^9:00\s?\S+$/);
    }
  });

  it('writes month names in the language', () => {
    expect(formatDateTime(T, undefined, 'hi')).not.toContain('Jan');
    expect(formatDateTime(T, undefined, 'mr')).not.toContain('Jan');
  });

  it("gives 'Date to be announced' as a message to translate", () => {
    expect(formatDateTimeShown(null, undefined, 'hi')).toEqual(DATE_TO_BE_ANNOUNCED_MSG);
    expect(formatDateTimeShown(Number.NaN)).toEqual(DATE_TO_BE_ANNOUNCED_MSG);
    expect(formatDateTimeShown(T)).toBe('Jan 5, 2025, 02:30:07 PM');
    expect(formatDateTimeShown(T, undefined, 'mr')).toBe(formatDateTime(T, undefined, 'mr'));
  });
});

describe('zeroPad', () => {
  it('pads to two digits by default, or to the given width', () => {
    expect(zeroPad(5)).toBe('05');
    expect(zeroPad(12)).toBe('12');
    expect(zeroPad(7, 4)).toBe('0007');
    expect(zeroPad(12345, 4)).toBe('12345');
  });
});

describe('formatLastUpdated', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('shows the time alone for today, with the date otherwise', () => {
    expect(formatLastUpdated(Date.parse('2026-11-23T05:12:00Z'), now, 'UTC')).toBe('5:12 AM');
    expect(formatLastUpdated(Date.parse('2026-11-21T17:42:00Z'), now, 'UTC')).toBe(
      'Nov 21, 5:42 PM',
    );
  });

  it('judges "today" in the viewer’s zone', () => {
    // 23:30 UTC on the 22nd is already the 23rd in India.
    expect(formatLastUpdated(Date.parse('2026-11-22T23:30:00Z'), now, 'Asia/Kolkata')).toBe(
      '5:00 AM',
    );
  });
});

/**
 * The device's own zone is formatted with Date's getters instead of Intl (no formatter to build on
 * a phone's first visit); it must read exactly as Intl's en-US and en-GB text in that zone, in
 * zones with and without daylight saving and in ones with half-hour offsets.
 */
describe('formatting in the device zone matches Intl', () => {
  // Node reads the zone from TZ again whenever it is set.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => (ms: number) =>
    new Intl.DateTimeFormat(locale, options).format(ms).replace(/[\u202f\u00a0]/g, ' ');
  const dateTime = intl('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  const referralDate = intl('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = intl('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  const monthDay = intl('en-US', { month: 'short', day: 'numeric' });
  const day = intl('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

  // Years 1 to 9999 (what the hand-made text covers), with midnights and noons made likely.
  const instant = fc.oneof(
    fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 30) }),
    fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
    fc
      .integer({ min: Date.UTC(2000, 0, 1) / 1_800_000, max: Date.UTC(2030, 0, 1) / 1_800_000 })
      .map((halfHours) => halfHours * 1_800_000),
  );

  for (const zone of ['Asia/Kolkata', 'America/New_York', 'Australia/Adelaide', 'UTC']) {
    it(`in ${zone}`, () => {
      vi.stubEnv('TZ', zone);
      fc.assert(
        fc.property(instant, instant, (ms, other) => {
          expect(formatDateTime(ms)).toBe(dateTime(ms));
          expect(formatReferralDate(ms)).toBe(referralDate(ms));
          const sameDay = day(ms) === day(other);
          expect(formatLastUpdated(ms, other)).toBe(
            sameDay ? time(ms) : `${monthDay(ms)}, ${time(ms)}`,
          );
          expect(formatLastUpdated(ms, ms)).toBe(time(ms));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('reads midnight and noon as 12 AM and 12 PM', { meta: { spec: ['12-hour clock.'] } }, () => {
    vi.stubEnv('TZ', 'UTC');
    expect(formatDateTime(Date.UTC(2025, 0, 5, 0, 0, 0))).toBe('Jan 5, 2025, 12:00:00 AM');
    expect(formatDateTime(Date.UTC(2025, 0, 5, 12, 0, 0))).toBe('Jan 5, 2025, 12:00:00 PM');
    expect(formatLastUpdated(Date.UTC(2025, 0, 5, 0, 5), Date.UTC(2025, 0, 5, 9))).toBe('12:05 AM');
  });
});
