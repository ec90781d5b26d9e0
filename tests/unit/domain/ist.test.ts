import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { IST_OFFSET_MINUTES, istWallClockToUtcIso, nowAsIstWallClock } from '@/domain/ist';

describe('istWallClockToUtcIso', () => {
  it(
    'uses a 330 minute offset',
    { meta: { spec: ['Entered times are UTC+5:30 (330 minutes offset) converted to UTC.'] } },
    () => {
      expect(IST_OFFSET_MINUTES).toBe(330);
    },
  );

  it(
    'subtracts 5 h 30 min from the entered wall clock',
    {
      meta: {
        spec: [
          'Date and time entered are treated as India Standard Time (UTC+5:30) and converted to UTC before sending by subtracting 330 minutes.',
        ],
      },
    },
    () => {
      expect(istWallClockToUtcIso('2025-01-05 10:00:00')).toBe('2025-01-05T04:30:00.000Z');
      expect(istWallClockToUtcIso('2025-01-05 17:45:30')).toBe('2025-01-05T12:15:30.000Z');
    },
  );

  it('accepts minutes-only and T-separated forms', () => {
    expect(istWallClockToUtcIso('2025-01-05 10:00')).toBe('2025-01-05T04:30:00.000Z');
    expect(istWallClockToUtcIso('2025-01-05T10:00')).toBe('2025-01-05T04:30:00.000Z');
    expect(istWallClockToUtcIso(' 2025-01-05T10:00:15 ')).toBe('2025-01-05T04:30:15.000Z');
  });

  it('crosses day, month and year boundaries backwards', () => {
    expect(istWallClockToUtcIso('2025-01-01 03:00')).toBe('2024-12-31T21:30:00.000Z');
    expect(istWallClockToUtcIso('2024-03-01 05:29:59')).toBe('2024-02-29T23:59:59.000Z');
    expect(istWallClockToUtcIso('2024-02-29 05:30')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('rejects malformed or impossible wall clocks', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2025-1-5 10:00',
      '2025-01-05',
      '05/01/2025 10:00',
      '2025-02-30 10:00',
      '2025-02-29 10:00',
      '2025-13-01 10:00',
      '2025-00-10 10:00',
      '2025-01-05 24:00',
      '2025-01-05 10:60',
      '2025-01-05 10:00:60',
      '2025-01-05T10:00:00Z',
    ]) {
      expect(istWallClockToUtcIso(bad)).toBeNull();
    }
  });

  it(
    'gives the same instant whatever the machine zone is',
    { meta: { spec: ['Date and time entered are treated as India Standard Time (UTC+5:30)'] } },
    () => {
      try {
        // Node re-reads TZ when it is assigned, so this really moves the process to New York.
        vi.stubEnv('TZ', 'America/New_York');
        expect(new Date(Date.UTC(2025, 0, 5)).getTimezoneOffset()).toBe(300);
        expect(istWallClockToUtcIso('2025-01-05 10:00:00')).toBe('2025-01-05T04:30:00.000Z');
        expect(nowAsIstWallClock(Date.UTC(2025, 0, 5, 4, 30))).toBe('2025-01-05 10:00:00');
      } finally {
        vi.unstubAllEnvs();
      }
      expect(new Date(Date.UTC(2025, 0, 5)).getTimezoneOffset()).toBe(-330);
    },
  );
});

describe('nowAsIstWallClock', () => {
  it('formats the IST wall clock for an instant', () => {
    expect(nowAsIstWallClock(Date.UTC(2025, 0, 5, 4, 30, 0))).toBe('2025-01-05 10:00:00');
    expect(nowAsIstWallClock(Date.UTC(2024, 11, 31, 20, 15, 9, 999))).toBe('2025-01-01 01:45:09');
  });

  it('round-trips through istWallClockToUtcIso to the same second', () => {
    const range = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2099, 11, 31) });
    fc.assert(
      fc.property(range, (now) => {
        const wall = nowAsIstWallClock(now);
        expect(wall).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(istWallClockToUtcIso(wall)).toBe(
          new Date(Math.floor(now / 1000) * 1000).toISOString(),
        );
      }),
    );
  });
});
