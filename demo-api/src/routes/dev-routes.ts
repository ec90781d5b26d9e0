import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { assertThisMachine } from '../lib/dev-guard';
import { asObject, str } from '../lib/validate';

/**
 * Mail-catcher view of the outbox: reset codes, which hand over accounts. Registered only when
 * switched on (DEMO_API_DEV_OUTBOX=on), outside production and while the server listens on this
 * machine (lib/dev-guard.ts); it answers only the machine itself, never through a proxy.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/outbox', async (request) => {
    assertThisMachine(request);
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
