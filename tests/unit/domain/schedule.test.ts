import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featuredIndex, firstUpcomingIndex, sortByStart } from '@/domain/schedule';
import { EXPIRES_AFTER_MS, pickFeatured, upcomingItems } from '@/domain/time-window';

const at = (iso: string) => new Date(iso).getTime();

describe('schedule on a start-sorted list', () => {
  it('drops items without a start and sorts the rest', () => {
    const sorted = sortByStart([{ startsAt: 30 }, { startsAt: null }, { startsAt: 10 }]);
    expect(sorted.map((item) => item.startsAt)).toEqual([10, 30]);
  });

  it(
    'keeps an item until exactly 8 minutes after its start',
    { meta: { spec: ['Expiry: an item is hidden 8 minutes after its start.'] } },
    () => {
      const sorted = [{ startsAt: 0 }, { startsAt: 1_000_000 }];
      expect(firstUpcomingIndex(sorted, EXPIRES_AFTER_MS)).toBe(0);
      expect(firstUpcomingIndex(sorted, EXPIRES_AFTER_MS + 1)).toBe(1);
      expect(firstUpcomingIndex(sorted, 1_000_000 + EXPIRES_AFTER_MS + 1)).toBe(2);
    },
  );

  it('features today’s earliest upcoming item over an earlier one tomorrow... and across midnight', () => {
    const now = new Date(2030, 0, 1, 23, 50).getTime();
    const sorted = sortByStart([
      { startsAt: new Date(2030, 0, 1, 23, 55).getTime() }, // later today
      { startsAt: new Date(2030, 0, 2, 0, 5).getTime() }, // just after midnight
    ]);
    expect(featuredIndex(sorted, now)).toBe(0);
    const afterMidnight = new Date(2030, 0, 2, 0, 4).getTime();
    // 23:55 has not expired yet at 00:04, but it is no longer today: 00:05 is today's item.
    expect(featuredIndex(sorted, afterMidnight)).toBe(1);
    expect(featuredIndex([], now)).toBe(-1);
  });

  it('agrees with the list-based rules for any schedule and time', () => {
    const day = 24 * 60 * 60 * 1000;
    const base = at('2030-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(
          fc.option(fc.integer({ min: base - 3 * day, max: base + 3 * day }), { nil: null }),
        ),
        fc.integer({ min: base - day, max: base + day }),
        (starts, now) => {
          const items = starts.map((startsAt, id) => ({ id, startsAt }));
          const sorted = sortByStart(items);
          expect(sorted.slice(firstUpcomingIndex(sorted, now))).toEqual(upcomingItems(items, now));
          const featured = featuredIndex(sorted, now);
          const expected = pickFeatured(items, now);
          expect(featured === -1 ? null : sorted[featured]?.startsAt).toEqual(
            expected?.startsAt ?? null,
          );
        },
      ),
    );
  });
});
