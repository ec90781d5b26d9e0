import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAnswerAwaited,
  isExpiredWrite,
  judgeWriteFailure,
  MAX_SERVER_WAIT_MS,
  nextDueWrite,
  parseRetryAfter,
  retryDelayMs,
  waitBeforeNextTry,
  WRITE_BACKOFF,
  type QueuedWriteSlot,
} from '@/domain/write-retry';
import { RUNS } from './arbitraries';

const http = (status: number) => ({
  kind: 'http',
  status,
  serverMessage: null,
  serverErrors: null,
});

describe('judgeWriteFailure', () => {
  it('retries what may pass later: no network, timeouts, 5xx, 408 and 429', () => {
    for (const failure of [
      { kind: 'network', status: null, serverMessage: null, serverErrors: null },
      { kind: 'timeout', status: null, serverMessage: null, serverErrors: null },
      http(500),
      http(502),
      http(503),
      http(408),
      http(429),
    ]) {
      expect(judgeWriteFailure(failure)).toBe('retry');
    }
  });

  it('a 401 waits for the member to sign in again; any other 4xx is a final refusal', () => {
    expect(judgeWriteFailure(http(401))).toBe('signed-out');
    for (const status of [400, 403, 404, 409, 410, 422])
      expect(judgeWriteFailure(http(status))).toBe('final');
  });

  it('while the member waits on the first try, any answer but a 401 or a key still in progress is shown at once', () => {
    const awaited = { answerAwaited: true };
    for (const status of [400, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504])
      expect(judgeWriteFailure(http(status), awaited)).toBe('answered');
    expect(judgeWriteFailure(http(401), awaited)).toBe('signed-out');
    const stillWorking = {
      ...http(503),
      serverMessage: 'A request with this Idempotency-Key is still being processed; retry later',
    };
    expect(judgeWriteFailure(stillWorking, awaited)).toBe('retry');
    // No answer at all is queued, waited on or not.
    for (const kind of ['network', 'timeout'])
      expect(judgeWriteFailure({ ...http(0), kind, status: null }, awaited)).toBe('retry');
  });

  it('only a first try, made while its tap still waits, is awaited', () => {
    const write = { attempts: 0, unclear: false, awaitedUntil: 1_000 };
    expect(isAnswerAwaited(write, 1_000)).toBe(true);
    expect(isAnswerAwaited(write, 1_001)).toBe(false);
    expect(isAnswerAwaited({ ...write, awaitedUntil: null }, 0)).toBe(false);
    expect(isAnswerAwaited({ ...write, attempts: 1 }, 0)).toBe(false);
    expect(isAnswerAwaited({ ...write, unclear: true }, 0)).toBe(false);
  });

  it('anything that is not the server’s answer is retried, never final', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const verdict = judgeWriteFailure(thrown);
        expect(['retry', 'signed-out', 'final']).toContain(verdict);
      }),
      RUNS,
    );
    expect(judgeWriteFailure(new Error('bug'))).toBe('retry');
  });
});

describe('retryDelayMs', () => {
  it('grows from 1 s and never waits more than 30 s', () => {
    expect(retryDelayMs(1, WRITE_BACKOFF, 0)).toBe(1000);
    expect(retryDelayMs(2, WRITE_BACKOFF, 0)).toBe(2000);
    expect(retryDelayMs(5, WRITE_BACKOFF, 0)).toBe(16_000);
    expect(retryDelayMs(6, WRITE_BACKOFF, 0)).toBe(30_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (attempts, jitter) => {
          const delay = retryDelayMs(attempts, WRITE_BACKOFF, jitter);
          expect(delay).toBeGreaterThanOrEqual(WRITE_BACKOFF.firstMs);
          expect(delay).toBeLessThanOrEqual(WRITE_BACKOFF.maxMs);
          expect(retryDelayMs(attempts + 1, WRITE_BACKOFF, 0)).toBeGreaterThanOrEqual(
            retryDelayMs(attempts, WRITE_BACKOFF, 0),
          );
        },
      ),
      RUNS,
    );
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    for (const junk of [null, '', 'soon', '-5', '1.5']) {
      expect(parseRetryAfter(junk, now)).toBeNull();
    }
  });
});

describe('waitBeforeNextTry', () => {
  const asked = (retryAfterMs: number | null) => ({ ...http(503), retryAfterMs });

  it('keeps our backoff unless the server asked for longer, and caps what it asks', () => {
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, http(503))).toBe(1000);
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, asked(null))).toBe(1000);
    expect(waitBeforeNextTry(3, WRITE_BACKOFF, 0, asked(2000))).toBe(4000);
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, asked(45_000))).toBe(45_000);
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, asked(3_600_000))).toBe(MAX_SERVER_WAIT_MS);
  });
});

const slot = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  item: fc.constantFrom('a', 'b', 'c'),
  createdAt: fc.integer({ min: 0, max: 100 }),
  state: fc.constantFrom<'queued' | 'failed'>('queued', 'failed'),
  nextAttemptAt: fc.integer({ min: 0, max: 200 }),
});

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
            for (const w of queued.filter((q) => q.nextAttemptAt <= now)) {
              expect(
                queued.some((o) => o.item === w.item && o.createdAt <= w.createdAt && o !== w),
              ).toBe(true);
            }
            return;
          }
          expect(next.state).toBe('queued');
          expect(next.nextAttemptAt).toBeLessThanOrEqual(now);
          const older = (w: QueuedWriteSlot) =>
            w.createdAt < next.createdAt || (w.createdAt === next.createdAt && w.id < next.id);
          expect(queued.filter((w) => w.item === next.item && older(w))).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('a failed write never holds anything back; ignoring backoff sends the oldest first', () => {
    const writes: QueuedWriteSlot[] = [
      { id: '1', item: 'a', createdAt: 1, state: 'failed', nextAttemptAt: 0 },
      { id: '2', item: 'a', createdAt: 2, state: 'queued', nextAttemptAt: 50 },
      { id: '3', item: 'b', createdAt: 3, state: 'queued', nextAttemptAt: 0 },
    ];
    expect(nextDueWrite(writes, 10)?.id).toBe('3');
    expect(nextDueWrite(writes, 10, { ignoreBackoff: true })?.id).toBe('2');
  });
});

describe('isExpiredWrite', () => {
  it('a write is kept for 7 days', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(isExpiredWrite({ createdAt: 0 }, 7 * day)).toBe(false);
    expect(isExpiredWrite({ createdAt: 0 }, 7 * day + 1)).toBe(true);
  });
});
