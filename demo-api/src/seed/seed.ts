import type { Transaction } from '@electric-sql/pglite';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { hashPassword } from '../lib/passwords';
import {
  SEED_ACCEPTED,
  SEED_MEETING_ATTENDANCE,
  SEED_MEETINGS,
  SEED_REFERRALS,
  SEED_SESSION_ATTENDANCE,
  SEED_SESSIONS,
} from './seed-content';
import { seedTimes } from './seed-schedule';
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

/**
 * Demo data placed around "now" so every dashboard state shows at once: a join window that is
 * open, items later today and later this week, one just started and some expired.
 * Runs only on an empty database so a persisted demo keeps what people changed.
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
          isoAt(times.daysAgo(60 - i)),
        ],
      );
      users.set(i, id);
    }
    const admin = lookup(users, 0);

    const sessions = new Map<string, number>();
    for (const s of SEED_SESSIONS) {
      const id = await insertId(
        tx,
        `INSERT INTO online_sessions (instructor, topic, link, mode, date, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [s.instructor, s.topic, s.link, s.mode, isoAt(times[s.at]), admin, isoAt(times.daysAgo(7))],
      );
      sessions.set(s.key, id);
    }

    const meetings = new Map<string, number>();
    for (const m of SEED_MEETINGS) {
      const id = await insertId(
        tx,
        `INSERT INTO meetings (title, link, scheduled_at, description, name, send_to_all,
           created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7)`,
        [
          m.title,
          `https://meet.example.com/${m.slug}`,
          isoAt(times[m.at]),
          m.description,
          SEED_USERS[0]?.fullname ?? null,
          admin,
          isoAt(times.daysAgo(5)),
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
