// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { registerIdempotency } from '../src/lib/idempotency';
import { buildServer } from '../src/server';
import { BOOT_TIMEOUT, freshDataDir, login } from './helpers';

/**
 * One real database for every counting app below: the hooks write only idempotency_records, which
 * each app empties before it starts, so each test still sees a database of its own.
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

/**
 * A bare app with one counting route over a real database, so failures and slow handlers can be
 * staged at will: through inject() the real routes finish before a second request is parsed.
 */
async function countingApp(handler: (call: number) => Promise<unknown>) {
  let clock = Date.parse('2026-11-24T00:00:00Z');
  let calls = 0;
  await db.exec('DELETE FROM idempotency_records');
  const app = Fastify();
  registerIdempotency(app, { db, now: () => clock });
  app.post('/write', async () => handler(++calls));
  app.get('/read', async () => ({ call: ++calls }));
  const post = (key = 'k') =>
    app.inject({ method: 'POST', url: '/write', headers: { 'idempotency-key': key } });
  const rows = async () =>
    (
      await db.query<{ state: string }>('SELECT state FROM idempotency_records ORDER BY seq')
    ).rows.map((row) => row.state);
  return { app, db, post, rows, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

const DAY = 24 * 60 * 60 * 1000;

describe('idempotency hooks', () => {
  it(
    'does not keep a 5xx, so the retry runs the handler and its answer is kept',
    async () => {
      const t = await countingApp(async (call) => {
        if (call === 1) throw new Error('database hiccup');
        return { call };
      });
      expect((await t.post()).statusCode).toBe(500);
      const retry = await t.post();
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ call: 2 });
      expect((await t.post()).json()).toEqual({ call: 2 });
      expect(t.calls()).toBe(2);
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );

  it(
    'answers a repeat of a request still running with 503 and Retry-After, never running it twice',
    async () => {
      const { open, opened } = gate();
      const t = await countingApp(async (call) => {
        await opened;
        return { call };
      });
      // inject() only dispatches once its result is awaited or then-ed.
      const first = t.post().then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const repeat = await t.post();
      expect(repeat.statusCode).toBe(503);
      expect(Number(repeat.headers['retry-after'])).toBeGreaterThan(0);
      expect(repeat.json().message).toMatch(/still being processed/);
      open();
      expect((await first).json()).toEqual({ call: 1 });
      const after = await t.post();
      expect(after.headers['idempotent-replayed']).toBe('true');
      expect(t.calls()).toBe(1);
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );

  it(
    'lets only the claim that ran a request settle its key, when a slow one was taken over',
    async () => {
      const gates = [gate(), gate()];
      const t = await countingApp(async (call) => {
        await gates[call - 1]?.opened;
        if (call === 1) throw new Error('gave up after a minute');
        return { call };
      });
      const first = t.post().then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A claim older than a minute is taken as abandoned: the repeat runs (call 2) and waits.
      t.advance(61_000);
      const second = t.post().then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      gates[0]!.open();
      expect((await first).statusCode).toBe(500);
      // The first request's failure must not free the key the second one holds.
      const third = await t.post();
      expect(third.statusCode).toBe(503);
      gates[1]!.open();
      expect((await second).json()).toEqual({ call: 2 });
      expect((await t.post()).json()).toEqual({ call: 2 });
      expect(t.calls()).toBe(2);
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );

  it(
    'purges at start the expired keys and the claims the previous process left pending',
    async () => {
      const t = await countingApp(async (call) => ({ call }));
      const at = (ms: number) => new Date(Date.parse('2026-11-24T00:00:00Z') + ms).toISOString();
      const insert = (key: string, state: string, expiresAt: string) =>
        t.db.query(
          `INSERT INTO idempotency_records
             (key_hash, scope, request_hash, state, started_at, expires_at)
           VALUES ($1, 'anonymous', 'f', $2, $3, $4)`,
          [key, state, at(-1000), expiresAt],
        );
      await insert('expired', 'done', at(-1));
      await insert('live', 'done', at(DAY));
      await insert('left-pending', 'pending', at(30_000));
      await t.app.ready();
      expect(await t.rows()).toEqual(['done']);
      // And hourly after that: an answer past its 9 days is deleted, not only ignored.
      await t.post();
      t.advance(10 * DAY);
      await t.post('x');
      expect(await t.rows()).toEqual(['done']);
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );

  it(
    'keeps answers 9 days, then forgets them; reads are never kept',
    async () => {
      const t = await countingApp(async (call) => ({ call }));
      await t.post();
      t.advance(8 * DAY);
      expect((await t.post()).json()).toEqual({ call: 1 });
      // The hourly purge runs half an hour before the answer expires (another key's write)...
      t.advance(1 * DAY - 30 * 60_000);
      expect((await t.post('other')).json()).toEqual({ call: 2 });
      // ... so past its 9 days the row is still there: expired, it must not be served.
      t.advance(30 * 60_000 + 1);
      expect((await t.post()).json()).toEqual({ call: 3 });
      const read = () =>
        t.app.inject({ method: 'GET', url: '/read', headers: { 'idempotency-key': 'r' } });
      expect((await read()).json()).not.toEqual((await read()).json());
      await t.app.close();
    },
    BOOT_TIMEOUT,
  );
});

describe('idempotency keys across a restart', () => {
  const removals: Array<() => Promise<void>> = [];
  afterAll(() => Promise.all(removals.map((remove) => remove())));

  it('replays the first answer after the server restarts, creating nothing twice', async () => {
    // Two real starts on one persisted folder; it begins as an empty database with the schema
    // (seed-restart.test.ts starts from a folder with nothing in it at all).
    const { dataDir, remove } = await freshDataDir();
    removals.push(remove);
    const write = async () => {
      const app = await buildServer({ dataDir, seed: true });
      const member = await login(app, 'member@example.com');
      const kavita = await login(app, 'kavita.iyer@example.com');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/referrals',
        headers: { ...member.headers, 'idempotency-key': 'across-restart' },
        payload: { referral: { referred_to_id: kavita.userId, description: 'Needs a printer' } },
      });
      const count = (
        await app.inject({ method: 'GET', url: '/api/v1/referrals', headers: member.headers })
      ).json<{ count: number }>().count;
      await app.close();
      return { res, count };
    };
    const first = await write();
    const second = await write();
    expect(first.res.statusCode).toBe(201);
    expect(second.res.headers['idempotent-replayed']).toBe('true');
    expect(second.res.body).toBe(first.res.body);
    expect(second.count).toBe(first.count);
  }, 60_000);
});
