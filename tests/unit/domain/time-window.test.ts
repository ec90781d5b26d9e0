import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_TICK_MS,
  EXPIRES_AFTER_MS,
  isExpired,
  isJoinWindowOpen,
  isSameLocalDay,
  JOIN_OPENS_BEFORE_MS,
  pickFeatured,
  upcomingItems,
} from '@/domain/time-window';

const START = Date.UTC(2025, 0, 5, 10, 0, 0);
const item = (id: string, startsAt: number | null) => ({ id, startsAt });
// Local (Asia/Kolkata in the test run) wall-clock instants.
const local = (d: number, h: number, m = 0, s = 0, ms = 0) =>
  new Date(2025, 0, d, h, m, s, ms).getTime();

describe('constants', () => {
  it(
    'match docs/behaviour.md#timings-and-limits',
    {
      meta: {
        spec: [
          'Join window: from 5 minutes (300 s) before start until 8 minutes (480 s) after start.',
          'Clock tick for window checks: every 5 seconds.',
        ],
      },
    },
    () => {
      expect(JOIN_OPENS_BEFORE_MS).toBe(300_000);
      expect(EXPIRES_AFTER_MS).toBe(480_000);
      expect(CLOCK_TICK_MS).toBe(5_000);
    },
  );
});

describe('isExpired', () => {
  it(
    'is false up to and including 480 s after start, true 1 ms later',
    {
      meta: {
        spec: [
          'upcoming items are shown until 8 minutes after start, then hidden as expired.',
          'Expiry: an item is hidden 8 minutes after its start.',
        ],
      },
    },
    () => {
      expect(isExpired(START, START - 3_600_000)).toBe(false);
      expect(isExpired(START, START)).toBe(false);
      expect(isExpired(START, START + 480_000)).toBe(false);
      expect(isExpired(START, START + 480_001)).toBe(true);
    },
  );

  it('treats a missing start as expired', () => {
    expect(isExpired(null, START)).toBe(true);
  });
});

describe('isJoinWindowOpen', () => {
  it('opens exactly 300 s before start', () => {
    expect(isJoinWindowOpen(START, START - 300_001)).toBe(false);
    expect(isJoinWindowOpen(START, START - 300_000)).toBe(true);
  });

  it('stays open through start and closes after 480 s', () => {
    expect(isJoinWindowOpen(START, START)).toBe(true);
    expect(isJoinWindowOpen(START, START + 480_000)).toBe(true);
    expect(isJoinWindowOpen(START, START + 480_001)).toBe(false);
  });

  it('is closed without a start', () => {
    expect(isJoinWindowOpen(null, START)).toBe(false);
  });

  it(
    'is open exactly when now is within [start - 300 s, start + 480 s]',
    {
      meta: {
        spec: [
          'Join is enabled from 5 minutes before start until 8 minutes after start.',
          'Join window: from 5 minutes (300 s) before start until 8 minutes (480 s) after start.',
        ],
      },
    },
    () => {
      fc.assert(
        fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (offset) => {
          expect(isJoinWindowOpen(START, START + offset)).toBe(
            offset >= -300_000 && offset <= 480_000,
          );
        }),
      );
    },
  );
});

describe('upcomingItems', () => {
  it('drops expired and undated items and sorts by start', () => {
    const items = [
      item('later', START + 7_200_000),
      item('gone', START - 480_001),
      item('undated', null),
      item('now', START),
      item('just-started', START - 480_000),
    ];
    expect(upcomingItems(items, START).map((i) => i.id)).toEqual(['just-started', 'now', 'later']);
  });

  it('does not mutate its input', () => {
    const items = [item('b', START + 2), item('a', START + 1)];
    upcomingItems(items, START);
    expect(items.map((i) => i.id)).toEqual(['b', 'a']);
  });
});

describe('isSameLocalDay', () => {
  it(
    'compares the local calendar date, not the UTC date',
    { meta: { spec: ["'Today' is judged by the local calendar date."] } },
    () => {
      // 23:59:59.999 and 00:00 local are different days; 00:00 and 23:59 the same day.
      expect(isSameLocalDay(local(5, 0), local(5, 23, 59, 59, 999))).toBe(true);
      expect(isSameLocalDay(local(5, 23, 59, 59, 999), local(6, 0))).toBe(false);
      // 02:00 IST on the 6th is still the 5th in UTC; local wins.
      expect(isSameLocalDay(local(6, 2), local(6, 20))).toBe(true);
      expect(isSameLocalDay(local(6, 2), local(5, 22))).toBe(false);
    },
  );
});

describe('pickFeatured', () => {
  it('returns null when nothing is upcoming', () => {
    expect(pickFeatured([], START)).toBeNull();
    expect(pickFeatured([item('old', START - 600_000), item('x', null)], START)).toBeNull();
  });

  it(
    'picks the earliest item scheduled today',
    {
      meta: {
        spec: ['if any upcoming item of that kind is scheduled today, the earliest such item'],
      },
    },
    () => {
      const now = local(5, 9);
      const items = [
        item('tomorrow', local(6, 8)),
        item('today-late', local(5, 18)),
        item('today', local(5, 15)),
      ];
      expect(pickFeatured(items, now)?.id).toBe('today');
    },
  );

  it('picks a today item that started minutes ago over a later one', () => {
    const now = local(5, 15, 5);
    const items = [item('later', local(5, 17)), item('started', local(5, 15))];
    expect(pickFeatured(items, now)?.id).toBe('started');
  });

  it(
    'falls back to the earliest upcoming item when none is today',
    { meta: { spec: ['otherwise the earliest upcoming item.'] } },
    () => {
      const now = local(5, 9);
      const items = [
        item('next-week', local(12, 8)),
        item('tomorrow', local(6, 23)),
        item('gone', local(5, 8)),
      ];
      expect(pickFeatured(items, now)?.id).toBe('tomorrow');
    },
  );

  it('just after local midnight, prefers today over a still-running item from yesterday', () => {
    const now = local(5, 0, 5);
    const items = [item('yesterday', local(4, 23, 58)), item('today', local(5, 10))];
    expect(pickFeatured(items, now)?.id).toBe('today');
    // With nothing else today, yesterday's still-running item is featured.
    expect(pickFeatured([items[0]!, item('tomorrow', local(6, 1))], now)?.id).toBe('yesterday');
  });

  it(
    'just before local midnight, an item at 00:00 is tomorrow, not today',
    { meta: { spec: ["'Today' is judged by the local calendar date."] } },
    () => {
      const now = local(5, 23, 50);
      const items = [item('midnight', local(6, 0)), item('today-late', local(5, 23, 59, 59, 999))];
      expect(pickFeatured(items, now)?.id).toBe('today-late');
      expect(pickFeatured([item('midnight', local(6, 0))], now)?.id).toBe('midnight');
    },
  );

  it('always picks an upcoming item, and one from today whenever one exists', () => {
    const offsets = fc.array(fc.integer({ min: -1_000_000, max: 3 * 86_400_000 }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(offsets, (list) => {
        const now = local(5, 12);
        const items = list.map((o, i) => item(String(i), now + o));
        const featured = pickFeatured(items, now);
        const upcoming = upcomingItems(items, now);
        if (upcoming.length === 0) {
          expect(featured).toBeNull();
          return;
        }
        expect(upcoming).toContain(featured);
        const todays = upcoming.filter((i) => isSameLocalDay(i.startsAt!, now));
        expect(featured).toBe(todays[0] ?? upcoming[0]);
      }),
    );
  });
});
