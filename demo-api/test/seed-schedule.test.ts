// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { istClock, laterToday } from '../src/seed/seed-schedule';

const HOUR = 3_600_000;
const istDate = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

describe('seed schedule', () => {
  it('places the offline session three hours ahead in the morning', () => {
    const now = Date.parse('2026-03-10T04:30:00Z'); // 10:00 IST
    expect(laterToday(now)).toBe(now + 3 * HOUR);
  });

  it('keeps the offline session on the same IST date late in the evening', () => {
    const now = Date.parse('2026-03-10T16:30:00Z'); // 22:00 IST
    const at = laterToday(now);
    expect(istDate(at)).toBe(istDate(now));
    expect(at).toBeGreaterThan(now);
  });

  it('gives up on "today" just before midnight', () => {
    const now = Date.parse('2026-03-10T18:20:00Z'); // 23:50 IST
    expect(laterToday(now)).toBe(now + 3 * HOUR);
  });

  it('computes IST wall-clock times', () => {
    const now = Date.parse('2026-03-10T20:00:00Z'); // 01:30 IST on 11 March
    expect(new Date(istClock(now, 1, 10, 30)).toISOString()).toBe('2026-03-12T05:00:00.000Z');
  });
});
