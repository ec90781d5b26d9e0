import type { PGlite } from '@electric-sql/pglite';

/**
 * Idempotency keys in the database, so a replay days later or after a restart still finds the
 * first answer. One row per key: 'pending' while its first request runs, then 'done' with what a
 * replay needs. Only successes are kept; any other answer frees the key for a new try.
 *
 * Kept small: the key and the request only as hashes; of the answer, its status and its JSON
 * when that is small (keptAnswer); each scope's newest KEPT_PER_SCOPE rows; ANSWER_LIFETIME_MS.
 */
export interface KeptAnswer {
  statusCode: number;
  /** JSON text, or '' for an answer without a body. */
  body: string;
}

/** Who a key belongs to: a user, or the one scope all visitors share. */
export type KeyScope = `user:${number}` | 'anonymous';

export interface Claim {
  key: string;
  scope: KeyScope;
  claimedAt: string;
}

export type KeyState =
  /** This request runs; only its claim may settle the key. */
  | { state: 'claimed'; claim: Claim }
  | { state: 'other-request' }
  | { state: 'in-progress' }
  | { state: 'done'; answer: KeptAnswer };

/** At least the 7 days the app keeps a queued write, and a day to spare. */
export const ANSWER_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;
/** A claim older than this is taken as abandoned (its server stopped mid-request). */
export const PENDING_LIFETIME_MS = 60_000;
/** Far more than the writes one member's outbox holds; a flood keeps no more than this. */
export const KEPT_PER_SCOPE = 200;
/** Every answer of the app's normal use fits, a profile with a long "about" included. */
export const MAX_KEPT_ANSWER_CHARS = 8 * 1024;
const MAX_KEPT_MESSAGE_CHARS = 500;
const DONE_EARLIER = 'This request was already done';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What a replay gives back of a success. A small JSON answer whole; of a big one (a profile with
 * fields of 100 KB), only its message: the replay tells the sender that its write went through,
 * which the outbox needs, and a caller wanting the data whole reads it again. Other types keep
 * only their status (the API answers JSON).
 */
export function keptAnswer(statusCode: number, contentType: string, body: string): KeptAnswer {
  if (body === '' || !contentType.startsWith('application/json')) return { statusCode, body: '' };
  if (body.length <= MAX_KEPT_ANSWER_CHARS) return { statusCode, body };
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    message = undefined;
  }
  const short = typeof message === 'string' && message.length <= MAX_KEPT_MESSAGE_CHARS;
  return { statusCode, body: JSON.stringify({ message: short ? message : DONE_EARLIER }) };
}

export class IdempotencyStore {
  constructor(
    private readonly db: PGlite,
    private readonly now: () => number,
  ) {}

  /**
   * Claims the key for this request, or says why not, in one statement: the insert wins, or
   * takes over an expired row (as the newest of its scope); otherwise the row as it is decides.
   */
  async claim(key: string, scope: KeyScope, requestHash: string): Promise<KeyState> {
    const now = this.now();
    const claimed = await this.db.query(
      `INSERT INTO idempotency_records (key_hash, scope, request_hash, state, started_at, expires_at)
       VALUES ($1, $2, $3, 'pending', $4, $5)
       ON CONFLICT (key_hash) DO UPDATE
         SET scope = EXCLUDED.scope, request_hash = EXCLUDED.request_hash, state = 'pending',
             status_code = NULL, answer = NULL, seq = DEFAULT,
             started_at = EXCLUDED.started_at, expires_at = EXCLUDED.expires_at
         WHERE idempotency_records.expires_at <= $4
       RETURNING key_hash`,
      [key, scope, requestHash, iso(now), iso(now + PENDING_LIFETIME_MS)],
    );
    if (claimed.rows.length > 0) {
      return { state: 'claimed', claim: { key, scope, claimedAt: iso(now) } };
    }
    const { rows } = await this.db.query<{
      request_hash: string;
      state: string;
      status_code: number | null;
      answer: string | null;
    }>(
      'SELECT request_hash, state, status_code, answer FROM idempotency_records WHERE key_hash = $1',
      [key],
    );
    const row = rows[0];
    // Gone between the two statements (its first request failed): this one may run it.
    if (!row) return this.claim(key, scope, requestHash);
    if (row.request_hash !== requestHash) return { state: 'other-request' };
    if (row.state !== 'done') return { state: 'in-progress' };
    return {
      state: 'done',
      answer: { statusCode: row.status_code ?? 200, body: row.answer ?? '' },
    };
  }

  /**
   * Keeps a success for replays, or frees the key so that a new try runs again. Only the claim
   * that ran the request settles it: a request slower than PENDING_LIFETIME_MS, whose claim a
   * repeat has since taken over, leaves the newer claim alone.
   */
  async finish(claim: Claim, answer: KeptAnswer | undefined): Promise<void> {
    if (!answer) {
      await this.db.query(
        "DELETE FROM idempotency_records WHERE key_hash = $1 AND state = 'pending' AND started_at = $2",
        [claim.key, claim.claimedAt],
      );
      return;
    }
    await this.db.query(
      `UPDATE idempotency_records
       SET state = 'done', status_code = $3, answer = $4, expires_at = $5
       WHERE key_hash = $1 AND state = 'pending' AND started_at = $2`,
      [
        claim.key,
        claim.claimedAt,
        answer.statusCode,
        answer.body,
        iso(this.now() + ANSWER_LIFETIME_MS),
      ],
    );
    await this.keepNewest(claim.scope);
  }

  /**
   * Drops the scope's answers past its newest KEPT_PER_SCOPE. Claims still running stay: their
   * request would otherwise find no row to settle, and a retry would run it twice.
   */
  private async keepNewest(scope: KeyScope): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotency_records
       WHERE scope = $1 AND state = 'done' AND seq <= (
         SELECT seq FROM idempotency_records WHERE scope = $1 AND state = 'done'
         ORDER BY seq DESC OFFSET $2 LIMIT 1)`,
      [scope, KEPT_PER_SCOPE],
    );
  }

  /** Drops what has expired; expired rows are never served in any case. */
  async purge(): Promise<void> {
    await this.db.query('DELETE FROM idempotency_records WHERE expires_at <= $1', [
      iso(this.now()),
    ]);
  }

  /**
   * At start: drops the expired rows and every claim still pending, whose request died with the
   * previous process (one process opens a data folder), so its retry runs at once instead of
   * meeting 503s until the claim would lapse.
   */
  async purgeAtStart(): Promise<void> {
    await this.db.query(
      "DELETE FROM idempotency_records WHERE expires_at <= $1 OR state = 'pending'",
      [iso(this.now())],
    );
  }
}
