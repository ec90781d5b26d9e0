import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { asObject, str } from '../lib/validate';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Mail-catcher view of the outbox. Registered only outside production (see server.ts), and it
 * answers only the machine itself: reset codes read from another host would hand over accounts
 * when the demo is started with HOST=0.0.0.0.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const to = str(asObject(request.query).to).toLowerCase();
    const { rows } = await ctx.db.query<{
      to_email: string;
      subject: string;
      body: string;
      code: string | null;
      sent_at: Date;
    }>(
      `SELECT to_email, subject, body, code, sent_at FROM outbox
       WHERE $1 = '' OR lower(to_email) = $1 ORDER BY sent_at DESC, id DESC LIMIT 200`,
      [to],
    );
    return {
      data: rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        body: r.body,
        ...(r.code ? { code: r.code } : {}),
        sent_at: r.sent_at.toISOString(),
      })),
    };
  });
}
