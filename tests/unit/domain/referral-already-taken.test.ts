import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referralAlreadyTaken, sentAtTap } from '@/domain/referral';
import type { Referral } from '@/domain/types';
import { RUNS } from './arbitraries';

const MINUTE = 60_000;
const tap = 1_000 * MINUTE;
const write = { referredToId: '8', description: 'Needs a CA for GST filing', createdAt: tap };

const row = (id: string, over: Partial<Referral> = {}): Referral => ({
  id,
  description: write.description,
  status: 'pending',
  createdAt: tap - MINUTE,
  sender: null,
  recipient: { id: '8', fullname: 'Ravi', avatarUrl: null },
  ...over,
});

describe('referralAlreadyTaken (after a try with no answer)', () => {
  it('the same words sent a minute earlier from another device are not this write', () => {
    const earlier = row('100');
    expect(referralAlreadyTaken([earlier], write, sentAtTap([earlier], write))).toBe(false);
  });

  it('a row with the same words that was not listed at the tap is this write, taken', () => {
    const taken = row('101', { createdAt: tap + 2_000 });
    expect(referralAlreadyTaken([taken, row('100')], write, sentAtTap([row('100')], write))).toBe(
      true,
    );
  });

  it('with no Sent list at the tap nothing counts: the write is sent again', () => {
    expect(referralAlreadyTaken([row('101', { createdAt: null })], write, null)).toBe(false);
  });

  it("this device's own unlisted twin stands for one new server row, not for this write", () => {
    const local = row('local-8-5', { createdAt: tap - MINUTE });
    const atTap = sentAtTap([local], write);
    expect(atTap).toEqual({ ids: [], unlistedTwins: 1 });
    // The server now lists the twin: one new row, which is the twin, not this write.
    expect(referralAlreadyTaken([row('200')], write, atTap)).toBe(false);
    expect(referralAlreadyTaken([row('200'), row('201')], write, atTap)).toBe(true);
  });

  it('never matches another recipient, other words, or a row created long before the tap', () => {
    const atTap = sentAtTap([], write);
    expect(referralAlreadyTaken([row('1', { recipient: null })], write, atTap)).toBe(false);
    expect(referralAlreadyTaken([row('1', { description: 'Other' })], write, atTap)).toBe(false);
    expect(referralAlreadyTaken([row('1', { createdAt: tap - 11 * MINUTE })], write, atTap)).toBe(
      false,
    );
  });

  it('a list that holds only what was listed at the tap never counts as taken', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.stringMatching(/^[0-9]{1,4}$/),
            sameWords: fc.boolean(),
            createdAt: fc.option(fc.integer({ min: tap - 20 * MINUTE, max: tap + 20 * MINUTE })),
          }),
          { maxLength: 8 },
        ),
        (rows) => {
          const list = rows.map((r) =>
            row(r.id, {
              createdAt: r.createdAt,
              description: r.sameWords ? write.description : 'x',
            }),
          );
          expect(referralAlreadyTaken(list, write, sentAtTap(list, write))).toBe(false);
        },
      ),
      RUNS,
    );
  });
});
