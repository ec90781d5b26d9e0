// @vitest-environment node
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { SEED_MEETINGS, SEED_SESSIONS } from '../src/seed/seed-content';
import { buildServer } from '../src/server';
import { BOOT_TIMEOUT, login, START } from './helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const istDate = (ms: number) => new Date(ms + 330 * MINUTE).toISOString().slice(0, 10);

const liveTopic = SEED_SESSIONS.find((s) => s.at === 'joinOpenSoon')!.topic;
const todayTopic = SEED_SESSIONS.find((s) => s.at === 'offlineToday')!.topic;
const soonTitle = SEED_MEETINGS.find((m) => m.at === 'meetingSoon')!.title;

interface Session {
  id: number;
  topic: string;
  date: string;
}
interface Meeting {
  id: number;
  title: string;
  scheduled_at: string;
}

async function schedule(app: FastifyInstance) {
  const { headers } = await login(app, 'member@example.com');
  const sessions = await app.inject({ method: 'GET', url: '/api/v1/online_sessions', headers });
  const meetings = await app.inject({ method: 'GET', url: '/api/v1/user_meetings', headers });
  return {
    sessions: sessions.json<{ data: Session[] }>().data,
    meetings: meetings.json<Meeting[]>(),
  };
}

describe('seeded schedule on a persisted data folder', () => {
  const dirs: string[] = [];
  let seeded = '';
  let app: FastifyInstance | undefined;
  const start = (dataDir: string, now: number) =>
    buildServer({ dataDir, seed: true, now: () => now }).then((built) => (app = built));
  const stop = async () => {
    await app?.close();
    app = undefined;
  };
  /** Each test restarts a copy of its own, so neither sees what the other did to the folder. */
  const copyOfSeeded = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-api-restart-'));
    dirs.push(dir);
    cpSync(seeded, dir, { recursive: true });
    return dir;
  };

  const adminDate = iso(START + DAY + 7 * 60 * MINUTE);
  let created: Awaited<ReturnType<FastifyInstance['inject']>>;
  let before: Awaited<ReturnType<typeof schedule>>;

  // The first start, on a folder with nothing in it: it seeds at START, and an admin adds a session.
  beforeAll(async () => {
    seeded = await mkdtemp(path.join(tmpdir(), 'demo-api-restart-'));
    dirs.push(seeded);
    const first = await start(seeded, START);
    const { headers } = await login(first, 'admin@example.com');
    created = await first.inject({
      method: 'POST',
      url: '/api/v1/online_sessions',
      headers,
      payload: {
        online_session: {
          instructor: 'Guest Speaker',
          topic: 'Admin-made session',
          link: 'https://meet.example.com/admin-made',
          mode: 'online',
          date: adminDate,
        },
      },
    });
    before = await schedule(first);
    await stop();
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, BOOT_TIMEOUT);

  it(
    're-places seeded sessions and meetings around "now" and leaves admin-made ones alone',
    async () => {
      expect(created.statusCode).toBe(201);
      const adminId = created.json<{ data: Session }>().data.id;
      expect(before.sessions.find((s) => s.topic === liveTopic)?.date).toBe(
        iso(START + 2 * MINUTE),
      );

      const later = START + 3 * DAY;
      const second = await start(await copyOfSeeded(), later);
      const after = await schedule(second);
      expect(after.sessions.find((s) => s.topic === liveTopic)?.date).toBe(iso(later + 2 * MINUTE));
      expect(after.meetings.find((m) => m.title === soonTitle)?.scheduled_at).toBe(
        iso(later + MINUTE),
      );
      const today = Date.parse(after.sessions.find((s) => s.topic === todayTopic)!.date);
      expect(today).toBeGreaterThan(later);
      expect(istDate(today)).toBe(istDate(later));
      expect(after.sessions.find((s) => s.id === adminId)?.date).toBe(adminDate);
      // Nothing was seeded twice.
      expect(after.sessions).toHaveLength(before.sessions.length);
      expect(after.meetings).toHaveLength(before.meetings.length);
      await stop();
    },
    BOOT_TIMEOUT * 2,
  );

  it(
    'upgrades a folder seeded before seed_slot existed',
    async () => {
      const dataDir = await copyOfSeeded();
      const db = await openDatabase(dataDir);
      await db.exec(
        'UPDATE online_sessions SET seed_slot = NULL; UPDATE meetings SET seed_slot = NULL;',
      );
      await db.close();

      const later = START + 5 * DAY;
      const after = await schedule(await start(dataDir, later));
      expect(after.sessions.find((s) => s.topic === liveTopic)?.date).toBe(iso(later + 2 * MINUTE));
      expect(after.meetings.find((m) => m.title === soonTitle)?.scheduled_at).toBe(
        iso(later + MINUTE),
      );
      expect(after.sessions.find((s) => s.topic === 'Admin-made session')?.date).toBe(
        iso(START + DAY + 7 * 60 * MINUTE),
      );
      await stop();
    },
    BOOT_TIMEOUT,
  );
});
