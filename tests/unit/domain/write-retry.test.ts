import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAnswerAwaited,
  judgeWriteFailure,
  MAX_SERVER_WAIT_MS,
  parseRetryAfter,
  retryDelayMs,
  waitBeforeNextTry,
  WRITE_BACKOFF,
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
    const ours = (waitMs: number) => ({ waitMs, serverAsked: false });
    const theirs = (waitMs: number) => ({ waitMs, serverAsked: true });
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, http(503))).toEqual(ours(1000));
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, asked(null))).toEqual(ours(1000));
    expect(waitBeforeNextTry(3, WRITE_BACKOFF, 0, asked(2000))).toEqual(ours(4000));
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, asked(45_000))).toEqual(theirs(45_000));
    expect(waitBeforeNextTry(1, WRITE_BACKOFF, 0, asked(3_600_000))).toEqual(
      theirs(MAX_SERVER_WAIT_MS),
    );
  });
});
