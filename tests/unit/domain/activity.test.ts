import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedUpcoming,
  closedShare,
  countByStatus,
  joinCount,
  MAX_JOINS_KEPT,
  recentJoins,
  totalOf,
} from '@/domain/activity';
import { normaliseList } from '@/domain/list';
import { normaliseReferral } from '@/domain/referral';
import { normaliseSession } from '@/domain/session';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

/** Server-shaped referral lists, through the app's own normalisers, as the card gets them. */
const referralsFrom = (raw: unknown) => normaliseList(raw, normaliseReferral).items;

describe('My activity: referrals by status', () => {
  it('counts a bare array, a data wrapper and odd statuses (unknown counts as pending)', () => {
    const bare = referralsFrom([
      { id: 1, status: 'done' },
      { id: 2, status: 'In Process ' },
      { id: 3, status: 'DONE' },
      { id: 4 },
      { id: 5, status: 'archived' },
      { status: 'done' }, // no id: not a referral the app can show
    ]);
    expect(countByStatus(bare)).toEqual({ pending: 2, 'in process': 1, done: 2 });
    const wrapped = referralsFrom({ data: [{ id: 9, status: 'pending' }], total: 40 });
    expect(countByStatus(wrapped)).toEqual({ pending: 1, 'in process': 0, done: 0 });
    expect(countByStatus(referralsFrom('<html>'))).toEqual({
      pending: 0,
      'in process': 0,
      done: 0,
    });
  });

  it('gives the closed share in whole percent, and none without sent referrals', () => {
    expect(closedShare({ pending: 1, 'in process': 1, done: 1 })).toBe(33);
    expect(closedShare({ pending: 0, 'in process': 0, done: 2 })).toBe(100);
    expect(closedShare({ pending: 0, 'in process': 0, done: 0 })).toBeNull();
  });

  it('always adds up to the list, with a share between 0 and 100 (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const referrals = referralsFrom(raw);
        const counts = countByStatus(referrals);
        expect(totalOf(counts)).toBe(referrals.length);
        const share = closedShare(counts);
        if (share !== null) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(100);
        } else expect(referrals).toHaveLength(0);
      }),
    );
  });
});

describe('My activity: sessions accepted', () => {
  it('keeps the upcoming sessions whose id was accepted, never one without an id', () => {
    const sessions = normaliseList(
      { data: [{ id: 1, topic: 'A' }, { id: 2, topic: 'B' }, { topic: 'No id' }] },
      normaliseSession,
    ).items;
    expect(acceptedUpcoming(sessions, new Set(['2', ''])).map((s) => s.topic)).toEqual(['B']);
  });
});

describe('My activity: joins on this device', () => {
  const join = (id: string, daysAgo: number, kind = 'session') => ({
    kind,
    id,
    at: NOW - daysAgo * DAY,
  });

  it('counts the last 30 days, each session or meeting once', () => {
    const entries = [
      join('1', 1),
      join('1', 2), // the same session again
      join('1', 3, 'meeting'), // a meeting with the same id is another item
      join('2', 29.9),
      join('3', 30.1), // too old
      join('4', -1), // in the future: a clock that was wrong
    ];
    expect(joinCount(entries, NOW)).toBe(3);
  });

  it('drops anything that is not a join, and keeps at most the newest MAX_JOINS_KEPT', () => {
    expect(
      recentJoins(
        [null, 'x', { kind: 'call', id: '1', at: NOW }, { kind: 'session', id: '', at: NOW }],
        NOW,
      ),
    ).toEqual([]);
    const many = Array.from({ length: MAX_JOINS_KEPT + 5 }, (_, i) => join(String(i), i / 100));
    const kept = recentJoins(many, NOW);
    expect(kept).toHaveLength(MAX_JOINS_KEPT);
    expect(kept.at(-1)?.id).toBe('0');
  });

  it('never throws on anything stored (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (entries) => {
        expect(joinCount(entries, NOW)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
