import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { requireUser } from '../lib/auth';
import { ErrorBag, forbiddenAdminsOnly, notFound, unprocessable } from '../lib/http-errors';
import { asObject, toId } from '../lib/validate';

/** Members may read only their own attendance; admins anyone's. Defaults to the caller. */
async function targetUserId(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const caller = await requireUser(ctx, request);
  const raw = asObject(request.query).user_id;
  if (raw === undefined || raw === '') return caller.id;
  const id = toId(raw);
  if (id === caller.id) return id;
  if (caller.role !== 'admin') throw forbiddenAdminsOnly();
  const found = id ? await ctx.db.query('SELECT 1 FROM users WHERE id = $1', [id]) : { rows: [] };
  if (!id || found.rows.length === 0) throw notFound('User not found');
  return id;
}

/**
 * The join window, as the app shows it (docs/behaviour.md#join): from 5 minutes before the
 * start to 8 minutes after it. A minute more on each side for a device clock that is a little
 * off: the app opens the link by its own clock.
 */
export const JOIN_OPENS_BEFORE_MS = 300_000;
export const JOIN_CLOSES_AFTER_MS = 480_000;
const CLOCK_ALLOWANCE_MS = 60_000;
const OUTSIDE_WINDOW =
  'Attendance can be recorded only from 5 minutes before the start to 8 minutes after it';

function assertJoinWindow(startsAt: Date, now: number, field: string): void {
  const start = startsAt.getTime();
  const opens = start - JOIN_OPENS_BEFORE_MS - CLOCK_ALLOWANCE_MS;
  const closes = start + JOIN_CLOSES_AFTER_MS + CLOCK_ALLOWANCE_MS;
  if (now < opens || now > closes) throw unprocessable({ [field]: [OUTSIDE_WINDOW] });
}

/** Reads an id from the top level or from a Rails-style nested object. */
function readId(body: unknown, nestKey: string, field: string): number | null {
  const top = asObject(body);
  return toId(top[field] ?? asObject(top[nestKey])[field]);
}

export function registerAttendanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/online_session_attendances', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const id = readId(request.body, 'online_session_attendance', 'online_session_id');
    if (!id) {
      const bag = new ErrorBag();
      bag.add('online_session_id', "Online session can't be blank");
      bag.throwIfAny();
    }
    const found = await ctx.db.query<{ date: Date }>(
      'SELECT date FROM online_sessions WHERE id = $1',
      [id],
    );
    const session = found.rows[0];
    if (!session) throw notFound('Session not found');
    assertJoinWindow(session.date, ctx.now(), 'online_session_id');
    // Joining twice (a reload) keeps the first timestamp.
    await ctx.db.query(
      `INSERT INTO session_attendances (user_id, session_id, attended_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, session_id) DO NOTHING`,
      [user.id, id, isoAt(ctx.now())],
    );
    return reply.code(201).send({
      message: 'Attendance recorded',
      data: { online_session_id: id, user_id: user.id, status: 'present' },
    });
  });

  app.post('/attendances', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const id = readId(request.body, 'attendance', 'meeting_id');
    if (!id) {
      const bag = new ErrorBag();
      bag.add('meeting_id', "Meeting can't be blank");
      bag.throwIfAny();
    }
    const found = await ctx.db.query<{ scheduled_at: Date }>(
      'SELECT scheduled_at FROM meetings WHERE id = $1',
      [id],
    );
    const meeting = found.rows[0];
    if (!meeting) throw notFound('Meeting not found');
    assertJoinWindow(meeting.scheduled_at, ctx.now(), 'meeting_id');
    await ctx.db.query(
      `INSERT INTO meeting_attendances (user_id, meeting_id, attended_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, meeting_id) DO NOTHING`,
      [user.id, id, isoAt(ctx.now())],
    );
    return reply.code(201).send({
      message: 'Attendance recorded',
      data: { meeting_id: id, user_id: user.id, status: 'present' },
    });
  });

  // A summary object; meetings below answer a per-item list, so both client readers get used.
  app.get('/online_session_attendances', async (request) => {
    const userId = await targetUserId(ctx, request);
    const { rows } = await ctx.db.query<{ total: number; present: number }>(
      // A session counts once it has started, or earlier if the user already joined it
      // (joining opens 5 minutes before the start), so present never exceeds total.
      `SELECT count(*)::int AS total, count(a.session_id)::int AS present
       FROM online_sessions s
       LEFT JOIN session_attendances a ON a.session_id = s.id AND a.user_id = $1
       WHERE s.date <= $2 OR a.session_id IS NOT NULL`,
      [userId, isoAt(ctx.now())],
    );
    const total = rows[0]?.total ?? 0;
    const present = rows[0]?.present ?? 0;
    return {
      user_id: userId,
      total_sessions: total,
      present_count: present,
      absent_count: total - present,
      attended_sessions: present,
    };
  });

  app.get('/attendances', async (request) => {
    const userId = await targetUserId(ctx, request);
    const { rows } = await ctx.db.query<{
      id: number;
      title: string;
      scheduled_at: string;
      attended: boolean;
    }>(
      `SELECT m.id, m.title, m.scheduled_at, (a.meeting_id IS NOT NULL) AS attended
       FROM meetings m
       LEFT JOIN meeting_attendances a ON a.meeting_id = m.id AND a.user_id = $1
       WHERE m.scheduled_at <= $2 OR a.meeting_id IS NOT NULL
       ORDER BY m.scheduled_at, m.id`,
      [userId, isoAt(ctx.now())],
    );
    return {
      data: rows.map((r) => ({
        meeting_id: r.id,
        title: r.title,
        scheduled_at: r.scheduled_at,
        status: r.attended ? 'present' : 'absent',
        attended: r.attended,
      })),
    };
  });
}
