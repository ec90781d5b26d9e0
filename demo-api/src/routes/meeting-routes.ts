import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { requireAdmin, requireUser } from '../lib/auth';
import { ErrorBag } from '../lib/http-errors';
import { sendMail } from '../lib/outbox';
import { asObject, isHttpUrl, optionalStr, requiredTime, str } from '../lib/validate';

interface MeetingRow {
  id: number;
  title: string;
  link: string;
  scheduled_at: Date;
  description: string;
  name: string | null;
}

const serializeMeeting = (row: MeetingRow) => ({
  id: row.id,
  title: row.title,
  link: row.link,
  scheduled_at: row.scheduled_at.toISOString(),
  description: row.description,
  name: row.name,
});

function validateMeeting(input: Record<string, unknown>) {
  const bag = new ErrorBag();
  const title = str(input.title);
  const link = str(input.link);
  const description = str(input.description);
  if (!title) bag.add('title', "Title can't be blank");
  if (!link) bag.add('link', "Link can't be blank");
  else if (!isHttpUrl(link)) bag.add('link', 'Link must be an http(s) URL');
  const scheduledAt = requiredTime(bag, 'scheduled_at', 'Scheduled at', input.scheduled_at);
  if (!description) bag.add('description', "Description can't be blank");
  bag.throwIfAny();
  return { title, link, description, scheduledAt, name: optionalStr(input.name) };
}

export function registerMeetingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A bare array on purpose (sessions come wrapped): it exercises the client's list normaliser.
  app.get('/user_meetings', async (request) => {
    await requireUser(ctx, request);
    const { rows } = await ctx.db.query<MeetingRow>(
      'SELECT * FROM meetings ORDER BY scheduled_at, id',
    );
    return rows.map(serializeMeeting);
  });

  app.post('/meetings', async (request, reply) => {
    const admin = await requireAdmin(ctx, request);
    const body = asObject(request.body);
    const input = validateMeeting(asObject(body.meeting));
    const sendToAll = body.send_to_all === true || body.send_to_all === 'true';
    const { rows } = await ctx.db.query<MeetingRow>(
      `INSERT INTO meetings (title, link, scheduled_at, description, name, send_to_all, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        input.title,
        input.link,
        isoAt(input.scheduledAt),
        input.description,
        input.name ?? admin.fullname,
        sendToAll,
        admin.id,
        isoAt(ctx.now()),
      ],
    );
    const meeting = rows[0]!;
    if (sendToAll) {
      const recipients = await ctx.db.query<{ email: string }>(
        'SELECT email FROM users ORDER BY id',
      );
      for (const { email } of recipients.rows) {
        await sendMail(ctx, {
          to: email,
          subject: `Meeting: ${meeting.title}`,
          body: `${meeting.description}\nWhen: ${meeting.scheduled_at.toISOString()}\nJoin: ${meeting.link}`,
        });
      }
    }
    return reply
      .code(201)
      .send({ message: 'Meeting created successfully!', data: serializeMeeting(meeting) });
  });
}
