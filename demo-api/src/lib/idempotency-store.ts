import type { PGlite } from '@electric-sql/pglite';

/**
 * Idempotency keys in the database, so a replay days later or after a restart still finds the
 * first answer. One row per key: 'pending' while its first request runs, then 'done' with the
 * answer. Only successes are kept; any other answer frees the key for a new try.
 */
export interface StoredAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

export type KeyState =
  /** This request runs; `claimedAt` marks its claim, so that only it can settle the key. */
  | { state: 'claimed'; claimedAt: string }
  | { state: 'other-body' }
  | { state: 'in-progress' }
  | { state: 'done'; answer: StoredAnswer };

/** At least the 7 days the app keeps a queued write, and a day to spare. */
export const ANSWER_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;
/** A claim older than this is taken as abandoned (its server stopped mid-request). */
export const PENDING_LIFETIME_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

export class IdempotencyStore {
  constructor(
    private readonly db: PGlite,
    private readonly now: () => number,
  ) {}

  /**
   * Claims the key for this request, or says why not, in one statement: the insert wins, or
   * takes over an expired row; otherwise the row as it is decides.
   */
  async claim(key: string, fingerprint: string): Promise<KeyState> {
    const now = this.now();
    const claimed = await this.db.query(
      `INSERT INTO idempotency_keys (key_hash, fingerprint, state, started_at, expires_at)
       VALUES ($1, $2, 'pending', $3, $4)
       ON CONFLICT (key_hash) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, state = 'pending', status_code = NULL,
             content_type = NULL, body = NULL, started_at = EXCLUDED.started_at,
             expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at <= $3
       RETURNING key_hash`,
      [key, fingerprint, iso(now), iso(now + PENDING_LIFETIME_MS)],
    );
    if (claimed.rows.length > 0) return { state: 'claimed', claimedAt: iso(now) };
    const { rows } = await this.db.query<{
      fingerprint: string;
      state: string;
      status_code: number | null;
      content_type: string | null;
      body: string | null;
    }>(
      'SELECT fingerprint, state, status_code, content_type, body FROM idempotency_keys WHERE key_hash = $1',
      [key],
    );
    const row = rows[0];
    // Gone between the two statements (its first request failed): this one may run it.
    if (!row) return this.claim(key, fingerprint);
    if (row.fingerprint !== fingerprint) return { state: 'other-body' };
    if (row.state !== 'done') return { state: 'in-progress' };
    return {
      state: 'done',
      answer: {
        statusCode: row.status_code ?? 200,
        contentType: row.content_type ?? '',
        body: row.body ?? '',
      },
    };
  }

  /**
   * Keeps a success for replays, or frees the key so that a new try runs again. Only the claim
   * that ran the request settles it: a request slower than PENDING_LIFETIME_MS, whose claim a
   * repeat has since taken over, leaves the newer claim alone.
   */
  async finish(key: string, claimedAt: string, answer: StoredAnswer | undefined): Promise<void> {
    if (!answer) {
      await this.db.query(
        "DELETE FROM idempotency_keys WHERE key_hash = $1 AND state = 'pending' AND started_at = $2",
        [key, claimedAt],
      );
      return;
    }
    await this.db.query(
      `UPDATE idempotency_keys
       SET state = 'done', status_code = $3, content_type = $4, body = $5, expires_at = $6
       WHERE key_hash = $1 AND state = 'pending' AND started_at = $2`,
      [
        key,
        claimedAt,
        answer.statusCode,
        answer.contentType,
        answer.body,
        iso(this.now() + ANSWER_LIFETIME_MS),
      ],
    );
  }

  /** Drops what has expired; expired rows are never served in any case. */
  async purge(): Promise<void> {
    await this.db.query('DELETE FROM idempotency_keys WHERE expires_at <= $1', [iso(this.now())]);
  }

  /**
   * At start: drops the expired rows and every claim still pending, whose request died with the
   * previous process (one process opens a data folder), so its retry runs at once instead of
   * meeting 503s until the claim would lapse.
   */
  async purgeAtStart(): Promise<void> {
    await this.db.query(
      "DELETE FROM idempotency_keys WHERE expires_at <= $1 OR state = 'pending'",
      [iso(this.now())],
    );
  }
}
