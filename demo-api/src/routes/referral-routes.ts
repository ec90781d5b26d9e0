import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { baseUrlOf, requireUser } from '../lib/auth';
import { ErrorBag, forbidden, notFound } from '../lib/http-errors';
import { asObject, str, toId } from '../lib/validate';
import type { Delivery, PushService } from '../push/push-service';
import { referralReceived, referralStatusChanged } from '../push/push-texts';
import type { ReferralRow } from './referral-serializer';
import { REFERRAL_SELECT, serializeReferral } from './referral-serializer';

const STATUSES = ['pending', 'in process', 'done'];
const STATUS_ERROR = 'Status must be one of: pending, in process, done';
/** A referral is business: still worth showing a day later (docs/push.md). */
const REFERRAL_DELIVERY: Delivery = { ttlSeconds: 24 * 60 * 60, urgency: 'normal' };

/** With `push`, a new referral is pushed to its recipient and a status change to its sender. */
export function registerReferralRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  push?: PushService,
): void {
  const findOne = async (id: number) =>
    (await ctx.db.query<ReferralRow>(`${REFERRAL_SELECT} WHERE r.id = $1`, [id])).rows[0];

  app.get('/referrals', async (request) => {
    const user = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<ReferralRow>(
      `${REFERRAL_SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [user.id],
    );
    const baseUrl = baseUrlOf(request);
    return { items: rows.map((r) => serializeReferral(r, baseUrl, 'given')), count: rows.length };
  });

  app.get('/referrals/received_referrals', async (request) => {
    const user = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<ReferralRow>(
      `${REFERRAL_SELECT} WHERE r.referred_to_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [user.id],
    );
    const baseUrl = baseUrlOf(request);
    return rows.map((r) => serializeReferral(r, baseUrl, 'received'));
  });

  app.post('/referrals', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const input = asObject(asObject(request.body).referral);
    const bag = new ErrorBag();
    const description = str(input.description);
    const status = str(input.status).toLowerCase() || 'pending';
    const recipientId = toId(input.referred_to_id);
    if (!description) bag.add('description', "Description can't be blank");
    if (!STATUSES.includes(status)) bag.add('status', STATUS_ERROR);
    if (recipientId === user.id) bag.add('referred_to_id', 'You cannot refer yourself');
    else {
      const found = recipientId
        ? await ctx.db.query('SELECT 1 FROM users WHERE id = $1', [recipientId])
        : { rows: [] };
      if (found.rows.length === 0) bag.add('referred_to_id', 'Referred user not found');
    }
    bag.throwIfAny();
    const now = isoAt(ctx.now());
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO referrals (user_id, referred_to_id, description, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [user.id, recipientId, description, status, now],
    );
    const created = await findOne(rows[0]!.id);
    push?.afterAnswer(request, () =>
      push.notifyUser(created!.referred_to_id, referralReceived(user.fullname), REFERRAL_DELIVERY),
    );
    return reply.code(201).send({
      message: 'Referral created successfully!',
      data: serializeReferral(created!, baseUrlOf(request), 'given'),
    });
  });

  app.put<{ Params: { id: string } }>('/referrals/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const id = toId(request.params.id);
    const referral = id ? await findOne(id) : undefined;
    if (!referral) throw notFound('Referral not found');
    if (referral.referred_to_id !== user.id) {
      throw forbidden('Only the recipient can change the status of this referral');
    }
    const body = asObject(request.body);
    const status = str(body.status ?? asObject(body.referral).status).toLowerCase();
    if (!STATUSES.includes(status)) {
      const bag = new ErrorBag();
      bag.add('status', STATUS_ERROR);
      bag.throwIfAny();
    }
    await ctx.db.query('UPDATE referrals SET status = $1, updated_at = $2 WHERE id = $3', [
      status,
      isoAt(ctx.now()),
      referral.id,
    ]);
    const updated = await findOne(referral.id);
    if (push && referral.status !== status) {
      const message = referralStatusChanged(updated!.recipient_fullname, status);
      push.afterAnswer(request, () =>
        push.notifyUser(referral.user_id, message, REFERRAL_DELIVERY),
      );
    }
    return {
      message: 'Referral status updated successfully!',
      data: serializeReferral(updated!, baseUrlOf(request), 'received'),
    };
  });
}
