import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { requireAdmin, requireUser } from '../lib/auth';
import { ErrorBag, notFound } from '../lib/http-errors';
import { sendMail } from '../lib/outbox';
import { asObject, isHttpUrl, requiredTime, str, toId } from '../lib/validate';

export interface SessionRow {
  id: number;
  instructor: string;
  topic: string;
  link: string;
  mode: 'online' | 'offline';
  date: Date;
}

export const serializeSession = (row: SessionRow) => ({
  id: row.id,
  instructor: row.instructor,
  topic: row.topic,
  link: row.link,
  mode: row.mode,
  date: row.date.toISOString(),
});

function validateSession(input: Record<string, unknown>) {
  const bag = new ErrorBag();
  const instructor = str(input.instructor);
  const topic = str(input.topic);
  const link = str(input.link);
  const mode = str(input.mode).toLowerCase();
  if (!instructor) bag.add('instructor', "Instructor can't be blank");
  if (!topic) bag.add('topic', "Topic can't be blank");
  const date = requiredTime(bag, 'date', 'Date', input.date);
  if (!mode) bag.add('mode', "Mode can't be blank");
  else if (mode !== 'online' && mode !== 'offline')
    bag.add('mode', 'Mode must be online or offline');
  if (!link) {
    bag.add('link', mode === 'offline' ? "Venue can't be blank" : "Link can't be blank");
  } else if (mode === 'online' && !isHttpUrl(link)) {
    bag.add('link', 'Link must be an http(s) URL for online sessions');
  }
  bag.throwIfAny();
  return { instructor, topic, link, mode, date };
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Not filtered by time on purpose: the client owns the upcoming/expired windows.
  app.get('/online_sessions', async (request) => {
    await requireUser(ctx, request);
    const { rows } = await ctx.db.query<SessionRow>(
      'SELECT * FROM online_sessions ORDER BY date, id',
    );
    return { data: rows.map(serializeSession), meta: { total: rows.length } };
  });

  app.get('/online_sessions/accepted_sessions', async (request) => {
    const user = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<{ session_id: number; accepted_at: Date }>(
      'SELECT session_id, accepted_at FROM accepted_sessions WHERE user_id = $1 ORDER BY accepted_at',
      [user.id],
    );
    return {
      data: rows.map((r) => ({
        session_id: r.session_id,
        accepted_at: r.accepted_at.toISOString(),
      })),
    };
  });

  app.post('/online_sessions', async (request, reply) => {
    const admin = await requireAdmin(ctx, request);
    const input = validateSession(asObject(asObject(request.body).online_session));
    const { rows } = await ctx.db.query<SessionRow>(
      `INSERT INTO online_sessions (instructor, topic, link, mode, date, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        input.instructor,
        input.topic,
        input.link,
        input.mode,
        isoAt(input.date),
        admin.id,
        isoAt(ctx.now()),
      ],
    );
    return reply
      .code(201)
      .send({ message: 'Session created successfully!', data: serializeSession(rows[0]!) });
  });

  app.post<{ Params: { id: string } }>('/online_sessions/:id/send_invite', async (request) => {
    const user = await requireUser(ctx, request);
    const id = toId(request.params.id);
    const found = id
      ? await ctx.db.query<SessionRow>('SELECT * FROM online_sessions WHERE id = $1', [id])
      : { rows: [] };
    const session = found.rows[0];
    if (!session) throw notFound('Session not found');
    const inserted = await ctx.db.query(
      `INSERT INTO accepted_sessions (user_id, session_id, accepted_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, session_id) DO NOTHING`,
      [user.id, session.id, isoAt(ctx.now())],
    );
    const online = session.mode === 'online';
    // Accepting twice is harmless; only the first acceptance sends the confirmation mail.
    if ((inserted.affectedRows ?? 0) > 0) {
      await sendMail(ctx, {
        to: user.email,
        subject: `${online ? 'Your invitation' : 'Registration confirmed'}: ${session.topic}`,
        body: [
          `Hello ${user.fullname},`,
          `Topic: ${session.topic}`,
          `Instructor: ${session.instructor}`,
          `Starts: ${session.date.toISOString()}`,
          online ? `Join link: ${session.link}` : `Venue: ${session.link}`,
        ].join('\n'),
      });
    }
    return {
      message: online
        ? 'Invitation sent successfully! Check your email for the join link.'
        : 'Registration confirmed! Check your email for Venue details.',
      data: { session_id: session.id, accepted: true },
    };
  });
}
