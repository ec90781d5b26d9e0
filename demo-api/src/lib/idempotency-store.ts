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
  | { state: 'claimed' }
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
    if (claimed.rows.length > 0) return { state: 'claimed' };
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

  /** Keeps a success for replays, or frees the key so that a new try runs again. */
  async finish(key: string, answer: StoredAnswer | undefined): Promise<void> {
    if (!answer) {
      await this.db.query(
        "DELETE FROM idempotency_keys WHERE key_hash = $1 AND state = 'pending'",
        [key],
      );
      return;
    }
    await this.db.query(
      `UPDATE idempotency_keys
       SET state = 'done', status_code = $2, content_type = $3, body = $4, expires_at = $5
       WHERE key_hash = $1 AND state = 'pending'`,
      [
        key,
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
}
