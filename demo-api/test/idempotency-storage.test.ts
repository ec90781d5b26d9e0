// @vitest-environment node
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { createSchema } from '../src/db/schema';
import { registerIdempotency } from '../src/lib/idempotency';
import { sha256 } from '../src/lib/tokens';
import { BOOT_TIMEOUT, freshDataDir } from './helpers';

/**
 * What the idempotency store keeps on disk: 30 profile updates of about 800 KB once grew the data
 * folder by 96 MB, as every answer was kept whole, 9 days, with no cap. A bare app with one
 * counting route over a real database, whose tables the test can read.
 */
let db: PGlite;
let removeDataDir: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDataDir();
  removeDataDir = fresh.remove;
  db = await openDatabase(fresh.dataDir);
}, BOOT_TIMEOUT);
afterAll(async () => {
  await db.close();
  await removeDataDir();
});

const NOW = Date.parse('2026-11-24T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A member with a live sign-in, made straight in the database: the bare app has no login. */
async function signedIn(email: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, fullname) VALUES ($1, 'x', $1) RETURNING id",
    [email],
  );
  const token = `token-of-${email}`;
  await db.query(
    'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), rows[0]!.id, iso(NOW), iso(NOW + 30 * 24 * 60 * 60 * 1000)],
  );
  return { authorization: `Bearer ${token}` };
}

async function countingApp(answer: (call: number) => unknown) {
  let calls = 0;
  const app = Fastify();
  registerIdempotency(app, { db, now: () => NOW });
  app.post('/write', async () => answer(++calls));
  const post = (key: string, headers: Record<string, string> = {}, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/write',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });
  return { app, post, calls: () => calls };
}

/** Every row of every idempotency table, as text: what a copy of the data folder would show. */
async function storedText(): Promise<string> {
  const { rows } = await db.query<{ relname: string }>(
    "SELECT relname FROM pg_class WHERE relkind = 'r' AND relname LIKE 'idempotency%'",
  );
  const texts = await Promise.all(
    rows.map(async ({ relname }) => {
      const found = await db.query<{ row: string }>(`SELECT t::text AS row FROM ${relname} t`);
      return found.rows.map((row) => row.row).join('\n');
    }),
  );
  return texts.join('\n');
}

describe('idempotency storage', () => {
  it(
    'keeps only the status and message of a big answer, and never the request itself',
    async () => {
      const big = (call: number) => ({
        message: 'Profile updated successfully!',
        user: { id: call, additional_info: randomBytes(150_000).toString('base64') },
      });
      const t = await countingApp(big);
      const headers = await signedIn('big-answers@example.com');
      const request = { user: { additional_info: 'REQUEST-TEXT-NEVER-STORED' } };
      for (let i = 0; i < 20; i += 1) {
        expect((await t.post(`big-${i}`, headers, request)).statusCode).toBe(200);
      }
      const replay = await t.post('big-0', headers, request);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.headers['content-type']).toMatch(/^application\/json/);
      expect(replay.json()).toEqual({ message: 'Profile updated successfully!' });
      expect(t.calls()).toBe(20);

      const stored = await storedText();
      expect(stored).not.toContain('REQUEST-TEXT-NEVER-STORED');
      // 20 answers of 200 KB each: kept whole, they took 4 MB (more than the cap below).
      expect(stored.length).toBeLessThan(20 * 1024);
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );

  it(
    'keeps each member’s newest 200 answers; older ones are forgotten, others’ stay',
    async () => {
      const t = await countingApp((call) => ({ call }));
      const busy = await signedIn('busy@example.com');
      const quiet = await signedIn('quiet@example.com');
      const quietAnswer = (await t.post('quiet-key', quiet)).body;
      for (let i = 0; i < 205; i += 1) await t.post(`busy-${i}`, busy);
      expect(t.calls()).toBe(206);

      // Replays first: a key run again is a new answer, which would push another one out.
      expect((await t.post('busy-204', busy)).headers['idempotent-replayed']).toBe('true');
      expect((await t.post('busy-5', busy)).headers['idempotent-replayed']).toBe('true');
      const quietAgain = await t.post('quiet-key', quiet);
      expect(quietAgain.headers['idempotent-replayed']).toBe('true');
      expect(quietAgain.body).toBe(quietAnswer);
      expect(t.calls()).toBe(206);

      const forgotten = await t.post('busy-4', busy);
      expect(forgotten.headers['idempotent-replayed']).toBeUndefined();
      expect(t.calls()).toBe(207);
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );

  it(
    'drops at start the table of earlier versions, which kept whole answers as text',
    async () => {
      await db.exec(`
        CREATE TABLE IF NOT EXISTS idempotency_keys (
          key_hash TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, state TEXT NOT NULL,
          status_code INTEGER, content_type TEXT, body TEXT,
          started_at TIMESTAMPTZ NOT NULL, expires_at TIMESTAMPTZ NOT NULL
        );
        INSERT INTO idempotency_keys (key_hash, fingerprint, state, body, started_at, expires_at)
        VALUES ('old', 'f', 'done', 'AN-OLD-ANSWER', now(), now() + interval '9 days');
      `);
      // What every start runs (openDatabase), on the folder an earlier version left.
      await createSchema(db);
      expect(await storedText()).not.toContain('AN-OLD-ANSWER');
    },
    BOOT_TIMEOUT,
  );
});
