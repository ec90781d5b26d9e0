import type { Transaction } from '@electric-sql/pglite';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { hashPassword } from '../lib/passwords';
import type { SeedMeeting } from './seed-content';
import {
  SEED_ACCEPTED,
  SEED_MEETING_ATTENDANCE,
  SEED_MEETINGS,
  SEED_REFERRALS,
  SEED_SESSION_ATTENDANCE,
  SEED_SESSIONS,
} from './seed-content';
import { DAY, seedTimes } from './seed-schedule';
import { DEMO_PASSWORD, SEED_USERS } from './seed-users';

async function insertId(tx: Transaction, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`${sql} RETURNING id`, params);
  return rows[0]!.id;
}

function lookup<T>(map: Map<T, number>, key: T): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown ${String(key)}`);
  return id;
}

// created_at of seeded rows, in days before the moment of seeding; adoptUnslottedSeedRows relies on
// these fixed distances to recognise rows seeded before the seed_slot column existed.
const FIRST_USER_DAYS_AGO = 60;
const SESSIONS_DAYS_AGO = 7;
const MEETINGS_DAYS_AGO = 5;

const meetingLink = (m: SeedMeeting) => `https://meet.example.com/${m.slug}`;

/**
 * Demo data placed around "now" so every dashboard state shows at once: a join window that is
 * open, items later today and later this week, one just started and some expired.
 * Runs only on an empty database so a persisted demo keeps what people changed; placeSeedSchedule
 * keeps the seeded sessions and meetings around "now" on later starts.
 */
export async function seedIfEmpty(ctx: AppContext): Promise<void> {
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return;
  const now = ctx.now();
  const times = seedTimes(now);
  const hashes = await Promise.all(SEED_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  await ctx.db.transaction(async (tx) => {
    const users = new Map<number, number>();
    for (const [i, u] of SEED_USERS.entries()) {
      const id = await insertId(
        tx,
        `INSERT INTO users (email, password_hash, fullname, name, role, phone_number, company_name,
           industry, address, service_offered, product_offered, years_of_experience,
           additional_info, created_at)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          u.email,
          hashes[i],
          u.fullname,
          u.role,
          u.phone_number,
          u.company_name,
          u.industry,
          u.address,
          u.service_offered || null,
          u.product_offered || null,
          u.years_of_experience,
          u.additional_info || null,
          isoAt(times.daysAgo(FIRST_USER_DAYS_AGO - i)),
        ],
      );
      users.set(i, id);
    }
    const admin = lookup(users, 0);

    const sessions = new Map<string, number>();
    for (const s of SEED_SESSIONS) {
      const id = await insertId(
        tx,
        `INSERT INTO online_sessions (instructor, topic, link, mode, date, created_by, created_at,
           seed_slot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          s.instructor,
          s.topic,
          s.link,
          s.mode,
          isoAt(times[s.at]),
          admin,
          isoAt(times.daysAgo(SESSIONS_DAYS_AGO)),
          s.at,
        ],
      );
      sessions.set(s.key, id);
    }

    const meetings = new Map<string, number>();
    for (const m of SEED_MEETINGS) {
      const id = await insertId(
        tx,
        `INSERT INTO meetings (title, link, scheduled_at, description, name, send_to_all,
           created_by, created_at, seed_slot)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8)`,
        [
          m.title,
          meetingLink(m),
          isoAt(times[m.at]),
          m.description,
          SEED_USERS[0]?.fullname ?? null,
          admin,
          isoAt(times.daysAgo(MEETINGS_DAYS_AGO)),
          m.at,
        ],
      );
      meetings.set(m.key, id);
    }

    for (const [user, key] of SEED_SESSION_ATTENDANCE) {
      const sessionId = lookup(sessions, key);
      const at = SEED_SESSIONS.find((s) => s.key === key)?.at ?? 'longPast';
      await tx.query(
        'INSERT INTO session_attendances (user_id, session_id, attended_at) VALUES ($1, $2, $3)',
        [lookup(users, user), sessionId, isoAt(times[at])],
      );
    }
    for (const [user, key] of SEED_MEETING_ATTENDANCE) {
      const at = SEED_MEETINGS.find((m) => m.key === key)?.at ?? 'meetingExpired';
      await tx.query(
        'INSERT INTO meeting_attendances (user_id, meeting_id, attended_at) VALUES ($1, $2, $3)',
        [lookup(users, user), lookup(meetings, key), isoAt(times[at])],
      );
    }
    for (const [user, key] of SEED_ACCEPTED) {
      await tx.query(
        'INSERT INTO accepted_sessions (user_id, session_id, accepted_at) VALUES ($1, $2, $3)',
        [lookup(users, user), lookup(sessions, key), isoAt(times.daysAgo(2))],
      );
    }
    for (const [from, to, status, daysAgo, description] of SEED_REFERRALS) {
      await tx.query(
        `INSERT INTO referrals (user_id, referred_to_id, description, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [
          lookup(users, from),
          lookup(users, to),
          description,
          status,
          isoAt(times.daysAgo(daysAgo)),
        ],
      );
    }
  });
}

/**
 * Data folders seeded before seed_slot existed: tags their seeded sessions and meetings, recognised
 * by content, by the seeding admin and by the created_at the seed gave them (a fixed distance from
 * that admin's own), so nothing created later through the API can match. A no-op afterwards.
 */
async function adoptUnslottedSeedRows(ctx: AppContext): Promise<void> {
  const { rows } = await ctx.db.query<{ id: number; created_at: Date }>(
    "SELECT id, created_at FROM users WHERE email = $1 AND role = 'admin'",
    [SEED_USERS[0]?.email],
  );
  const admin = rows[0];
  if (!admin) return;
  // The seed dated its first user FIRST_USER_DAYS_AGO days before its own "now".
  const times = seedTimes(admin.created_at.getTime() + FIRST_USER_DAYS_AGO * DAY);
  await ctx.db.query(
    `UPDATE online_sessions AS s SET seed_slot = c.at
     FROM jsonb_to_recordset($1::jsonb) AS c(instructor text, topic text, link text, mode text, at text)
     WHERE s.seed_slot IS NULL AND s.created_by = $2 AND s.created_at = $3
       AND s.instructor = c.instructor AND s.topic = c.topic AND s.link = c.link AND s.mode = c.mode`,
    [JSON.stringify(SEED_SESSIONS), admin.id, isoAt(times.daysAgo(SESSIONS_DAYS_AGO))],
  );
  await ctx.db.query(
    `UPDATE meetings AS m SET seed_slot = c.at
     FROM jsonb_to_recordset($1::jsonb) AS c(title text, link text, description text, at text)
     WHERE m.seed_slot IS NULL AND m.created_by = $2 AND m.created_at = $3
       AND m.title = c.title AND m.link = c.link AND m.description = c.description`,
    [
      JSON.stringify(SEED_MEETINGS.map((m) => ({ ...m, link: meetingLink(m) }))),
      admin.id,
      isoAt(times.daysAgo(MEETINGS_DAYS_AGO)),
    ],
  );
}

/**
 * Runs at every start: moves the seeded sessions and meetings back to their seedTimes() slots
 * around the current "now", so a persisted demo always has an open join window, something later
 * today (same IST-day clamp as at seeding) and so on. Rows created through the API have no
 * seed_slot and never move; attendances and acceptances keep their original times.
 */
export async function placeSeedSchedule(ctx: AppContext): Promise<void> {
  await adoptUnslottedSeedRows(ctx);
  const times = seedTimes(ctx.now());
  const slots = Object.fromEntries(
    [...SEED_SESSIONS, ...SEED_MEETINGS].map(({ at }) => [at, isoAt(times[at])]),
  );
  const placed = JSON.stringify(slots);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE online_sessions AS s SET date = p.value::timestamptz
       FROM jsonb_each_text($1::jsonb) AS p WHERE s.seed_slot = p.key`,
      [placed],
    );
    await tx.query(
      `UPDATE meetings AS m SET scheduled_at = p.value::timestamptz
       FROM jsonb_each_text($1::jsonb) AS p WHERE m.seed_slot = p.key`,
      [placed],
    );
  });
}
