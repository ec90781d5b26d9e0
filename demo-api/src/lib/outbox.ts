import type { AppContext } from '../context';
import { isoAt } from '../context';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  code?: string;
}

/** Stands in for an SMTP relay: mail is stored for GET /api/dev/outbox instead of being sent. */
export async function sendMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  await ctx.db.query(
    'INSERT INTO outbox (to_email, subject, body, code, sent_at) VALUES ($1, $2, $3, $4, $5)',
    [mail.to, mail.subject, mail.body, mail.code ?? null, isoAt(ctx.now())],
  );
}
