import { isFailureInfo, type FailureInfo } from '@/domain/error-message';
import { asRecord } from '@/domain/loose';

/**
 * What a failed send of a queued write means (docs/decisions.md#retry-policy):
 * - 'answered': the member is waiting on this first try and the server answered it: the answer
 *   is shown at once and nothing is queued ("an answer is shown, no answer is queued");
 * - 'retry': it may pass later (no network, a timeout, 5xx, 408 Request Timeout, 429 Too Many
 *   Requests), so the write stays queued however long it takes;
 * - 'signed-out': a 401: the sign-in may have ended (the outbox asks the server before it acts,
 *   see signInVerdict);
 * - 'final': any other answer is the server's definite refusal; the write is kept as failed
 *   for the member to see, retry or dismiss.
 * Anything that is not an api failure (a bug, an abort) is retried: only the server refuses.
 */
export type WriteFailureVerdict = 'answered' | 'retry' | 'signed-out' | 'final';

const RETRYABLE_STATUSES = new Set([408, 429]);

/**
 * The server is still working on an earlier request with the same Idempotency-Key (the demo
 * API's 503 with Retry-After whose message names the key): not an answer to this write, so the
 * write keeps waiting for the real one.
 */
export function isKeyStillInProgress(error: FailureInfo): boolean {
  return (
    error.kind === 'http' &&
    error.status === 503 &&
    /idempotency-key/i.test(error.serverMessage ?? '')
  );
}

export function judgeWriteFailure(
  error: unknown,
  { answerAwaited = false }: { answerAwaited?: boolean } = {},
): WriteFailureVerdict {
  if (!isFailureInfo(error)) return 'retry';
  if (error.kind === 'network' || error.kind === 'timeout') return 'retry';
  const status = error.status ?? 0;
  if (error.kind === 'http' && status === 401) return 'signed-out';
  if (answerAwaited && !isKeyStillInProgress(error)) return 'answered';
  if (error.kind === 'http' && (status >= 500 || RETRYABLE_STATUSES.has(status))) return 'retry';
  // A 2xx the client could not read never happens for writes (their body is not read); any
  // other answer is a refusal.
  return 'final';
}

/**
 * Someone waits on this try's answer: it is the write's first try, made while the tap that
 * queued it still waits (its `awaitedUntil`), so whatever the server answers is shown to them.
 */
export function isAnswerAwaited(
  write: { attempts: number; unclear: boolean; awaitedUntil: number | null },
  now: number,
): boolean {
  return (
    write.attempts === 0 &&
    !write.unclear &&
    write.awaitedUntil !== null &&
    now <= write.awaitedUntil
  );
}

/**
 * What a queued write's 401 means once the server was asked whether the sign-in holds (a read
 * made right after it): a 2xx means the token works, so the 401 refused this write only and it
 * is kept as failed (the member stays signed in); a 401 means the sign-in ended; no answer
 * (null) leaves it for the next try.
 */
export function signInVerdict(signInHolds: boolean | null): WriteFailureVerdict {
  if (signInHolds === null) return 'retry';
  return signInHolds ? 'final' : 'signed-out';
}

/** True when the server may or may not have acted: nothing definite came back. */
export function isUnclearFailure(error: unknown): boolean {
  return !isFailureInfo(error) || error.kind === 'network' || error.kind === 'timeout';
}

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s ... capped at 30 s; the caller adds its own trigger on reconnect. */
export const WRITE_BACKOFF: Backoff = { firstMs: 1_000, maxMs: 30_000 };

/**
 * The wait before the next try after `attempts` failed ones. `jitter` in [0, 1) spreads tabs and
 * devices that failed together (up to a quarter more), never past the cap.
 */
export function retryDelayMs(attempts: number, backoff: Backoff, jitter: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(backoff.firstMs * 2 ** exponent, backoff.maxMs);
  return Math.min(Math.round(base * (1 + 0.25 * jitter)), backoff.maxMs);
}

/** The longest wait a server's Retry-After may impose on a queued write. */
export const MAX_SERVER_WAIT_MS = 5 * 60_000;

/**
 * A Retry-After header in milliseconds from `now`: delay-seconds or an HTTP date. Null when
 * absent or unreadable; never negative.
 */
export function parseRetryAfter(header: string | null, now: number): number | null {
  const text = header?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; Date.parse alone would also take '1.5' or '-5'.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(at - now, 0);
}

/**
 * The wait before the next try of a write whose try failed with `error`: our own backoff, or
 * longer when the server asked for it (a 429 or a 503 "still working on that key" with
 * Retry-After), up to MAX_SERVER_WAIT_MS. `serverAsked`: the wait is the server's, which a
 * reconnect or the page shown again does not cut short.
 */
export function waitBeforeNextTry(
  attempts: number,
  backoff: Backoff,
  jitter: number,
  error: unknown,
): { waitMs: number; serverAsked: boolean } {
  const own = retryDelayMs(attempts, backoff, jitter);
  const asked = asRecord(error)?.retryAfterMs;
  if (typeof asked !== 'number' || !Number.isFinite(asked) || asked <= own)
    return { waitMs: own, serverAsked: false };
  return { waitMs: Math.min(asked, MAX_SERVER_WAIT_MS), serverAsked: true };
}
