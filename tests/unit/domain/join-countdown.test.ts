import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinCountdown as countdown } from '@/domain/join-countdown';
import { isJoinWindowOpen } from '@/domain/time-window';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

loadEveryEnglishCatalog();

// The caption as the English screen says it (tests/setup.ts loads the English catalogs).
const joinCountdown = (startsAt: number | null, now: number): string | null => {
  const message = countdown(startsAt, now);
  return message && translate(message);
};

const START = Date.UTC(2026, 10, 23, 4, 30, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// `now` such that the window (start - 5 min) opens in `ms`.
const opensIn = (ms: number) => START - 5 * MIN - ms;

describe('joinCountdown edges', () => {
  it('is open exactly 300 s before start, not 1 ms earlier', () => {
    expect(joinCountdown(START, START - 300_000)).toBe('Open now, closes in 13 min');
    expect(joinCountdown(START, START - 300_001)).toBe('Opens in 1 min');
  });

  it('is open exactly 480 s after start and closed 1 ms later', () => {
    expect(joinCountdown(START, START + 480_000)).toBe('Open now, closes in 1 min');
    expect(joinCountdown(START, START + 480_001)).toBe('Closed');
    expect(joinCountdown(START, START + DAY)).toBe('Closed');
  });

  it('has no caption without a usable start', () => {
    expect(joinCountdown(null, START)).toBeNull();
    expect(joinCountdown(Number.NaN, START)).toBeNull();
  });
});

describe('joinCountdown before the window', () => {
  it('rounds minutes up and never says 0', () => {
    expect(joinCountdown(START, opensIn(1))).toBe('Opens in 1 min');
    expect(joinCountdown(START, opensIn(MIN))).toBe('Opens in 1 min');
    expect(joinCountdown(START, opensIn(MIN + 1))).toBe('Opens in 2 min');
    expect(joinCountdown(START, opensIn(12 * MIN))).toBe('Opens in 12 min');
  });

  it('counts to the window opening, not to the start', () => {
    expect(joinCountdown(START, START - 17 * MIN)).toBe('Opens in 12 min');
  });

  it('uses minutes up to 60, then hours and minutes', () => {
    expect(joinCountdown(START, opensIn(HOUR))).toBe('Opens in 60 min');
    expect(joinCountdown(START, opensIn(HOUR + 1))).toBe('Opens in 1 h 1 min');
    expect(joinCountdown(START, opensIn(2 * HOUR))).toBe('Opens in 2 h');
    expect(joinCountdown(START, opensIn(2 * HOUR + 30 * MIN))).toBe('Opens in 2 h 30 min');
    expect(joinCountdown(START, opensIn(DAY - MIN))).toBe('Opens in 23 h 59 min');
  });

  it('uses whole days, rounded down, from 24 h', () => {
    expect(joinCountdown(START, opensIn(DAY - MIN + 1))).toBe('Opens in 1 day');
    expect(joinCountdown(START, opensIn(DAY))).toBe('Opens in 1 day');
    expect(joinCountdown(START, opensIn(2 * DAY - MIN))).toBe('Opens in 1 day');
    expect(joinCountdown(START, opensIn(2 * DAY))).toBe('Opens in 2 days');
    expect(joinCountdown(START, opensIn(30 * DAY + 5 * HOUR))).toBe('Opens in 30 days');
  });
});

describe('joinCountdown inside the window', () => {
  it('counts down to the close, rounded up', () => {
    expect(joinCountdown(START, START)).toBe('Open now, closes in 8 min');
    expect(joinCountdown(START, START + 2 * MIN)).toBe('Open now, closes in 6 min');
    expect(joinCountdown(START, START + 2 * MIN + 1)).toBe('Open now, closes in 6 min');
    expect(joinCountdown(START, START + 7 * MIN + 1)).toBe('Open now, closes in 1 min');
  });

  it("says 'Open now' exactly when the join window is open", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * DAY, max: 3 * DAY }), (offset) => {
        const caption = joinCountdown(START, START + offset);
        expect(caption?.startsWith('Open now') ?? false).toBe(
          isJoinWindowOpen(START, START + offset),
        );
      }),
    );
  });

  it('always gives a caption for a dated item', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: DAY }), (offset) => {
        expect(joinCountdown(START, START + offset)).toMatch(
          /^(Opens in (\d+ days?|\d+ h( \d+ min)?|\d+ min)|Open now, closes in \d+ min|Closed)$/,
        );
      }),
    );
  });
});
