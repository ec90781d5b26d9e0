import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isExpiredWrite,
  msUntilDue,
  nextDueWrite,
  nextWakeUpIn,
  QUEUED_WRITE_MAX_AGE_MS,
  type QueuedWriteSlot,
} from '@/domain/write-schedule';
import { RUNS } from './arbitraries';

const write = (over: Partial<QueuedWriteSlot> & { id: string }): QueuedWriteSlot => ({
  item: over.id,
  createdAt: 0,
  state: 'queued',
  nextAttemptAt: 0,
  waitMs: 0,
  serverAsked: false,
  ...over,
});

const slot = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    item: fc.constantFrom('a', 'b', 'c'),
    createdAt: fc.integer({ min: 0, max: 100 }),
    state: fc.constantFrom<'queued' | 'failed'>('queued', 'failed'),
    nextAttemptAt: fc.integer({ min: 0, max: 200 }),
    serverAsked: fc.boolean(),
  })
  // A due time is the moment of a failure plus its wait; failures happen before "now" (0..200).
  .map((w) => ({ ...w, waitMs: w.nextAttemptAt }));

const isHead = (writes: QueuedWriteSlot[], w: QueuedWriteSlot) =>
  !writes.some(
    (o) =>
      o.state === 'queued' &&
      o.item === w.item &&
      (o.createdAt < w.createdAt || (o.createdAt === w.createdAt && o.id < w.id)),
  );

describe('nextDueWrite', () => {
  it('picks the oldest due write whose item has no older write still waiting', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(slot, { selector: (s) => s.id, maxLength: 12 }),
        fc.integer({ min: 0, max: 200 }),
        (writes, now) => {
          const next = nextDueWrite(writes, now);
          const queued = writes.filter((w) => w.state === 'queued');
          if (!next) {
            // Nothing is due, or every due write waits behind an older one of its item.
            for (const w of queued.filter((q) => msUntilDue(q, now) === 0))
              expect(isHead(writes, w)).toBe(false);
            return;
          }
          expect(next.state).toBe('queued');
          expect(msUntilDue(next, now)).toBe(0);
          expect(isHead(writes, next)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a failed write never holds anything back; cutting waits short sends the oldest first', () => {
    const writes = [
      write({ id: '1', item: 'a', createdAt: 1, state: 'failed' }),
      write({ id: '2', item: 'a', createdAt: 2, nextAttemptAt: 50, waitMs: 50 }),
      write({ id: '3', item: 'b', createdAt: 3 }),
    ];
    expect(nextDueWrite(writes, 10)?.id).toBe('3');
    expect(nextDueWrite(writes, 10, { cutOwnWaits: true })?.id).toBe('2');
  });

  it('a wait the server asked for is not cut short by a reconnect', () => {
    const writes = [write({ id: '1', nextAttemptAt: 120_000, waitMs: 120_000, serverAsked: true })];
    expect(nextDueWrite(writes, 0, { cutOwnWaits: true })).toBeNull();
  });
});

describe('waits and the device clock', () => {
  it('a clock moved back never makes a write wait longer than the wait it was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: -10 * 3_600_000, max: 10 * 3_600_000 }),
        (waitMs, clockMove) => {
          const failedAt = 1_000_000_000;
          const w = write({ id: '1', nextAttemptAt: failedAt + waitMs, waitMs });
          expect(msUntilDue(w, failedAt + clockMove)).toBeLessThanOrEqual(waitMs);
          expect(msUntilDue(w, failedAt + clockMove)).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });
});

describe('nextWakeUpIn', () => {
  it('a due write held behind an older write of its item in backoff wakes nothing before that backoff ends', () => {
    const writes = [
      write({
        id: 'older',
        item: 'referral:4',
        createdAt: 1,
        nextAttemptAt: 30_000,
        waitMs: 30_000,
      }),
      write({ id: 'newer', item: 'referral:4', createdAt: 2, nextAttemptAt: 0 }),
    ];
    // Today's bug: the newer write's due time (0) woke the replay at once, again and again.
    expect(nextWakeUpIn(writes, 0)).toBe(30_000);
  });

  it('is the shortest wait among the writes that could be sent, null when nothing is queued', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(slot, { selector: (s) => s.id, maxLength: 12 }),
        fc.integer({ min: 0, max: 200 }),
        (writes, now) => {
          const wake = nextWakeUpIn(writes, now);
          const heads = writes.filter((w) => w.state === 'queued' && isHead(writes, w));
          if (heads.length === 0) {
            expect(wake).toBeNull();
            return;
          }
          expect(wake).toBe(Math.min(...heads.map((w) => msUntilDue(w, now))));
          // Waking then always finds a write to send: no wake-up is in vain.
          if (wake === 0) expect(nextDueWrite(writes, now)).not.toBeNull();
        },
      ),
      RUNS,
    );
  });
});

describe('isExpiredWrite', () => {
  const day = 24 * 60 * 60 * 1000;
  it('a write is kept for 7 days', () => {
    const w = { createdAt: 0, clockOffset: null };
    expect(isExpiredWrite(w, QUEUED_WRITE_MAX_AGE_MS, null)).toBe(false);
    expect(isExpiredWrite(w, 7 * day + 1, null)).toBe(true);
  });

  it('a device clock corrected forward by 8 days does not expire a write the server saw tapped minutes ago', () => {
    // Tapped while the device ran 8 days slow (the server's clock 8 days ahead of it).
    const tapped = { createdAt: 1_000, clockOffset: 8 * day };
    // Minutes later the clock is corrected: device time jumps 8 days, the offset drops to 0.
    const now = 1_000 + 8 * day + 5 * 60_000;
    expect(isExpiredWrite(tapped, now, 0)).toBe(false);
    // Truly 8 days old on both clocks: expired.
    expect(isExpiredWrite({ createdAt: 1_000, clockOffset: 0 }, now, 0)).toBe(true);
  });
});
