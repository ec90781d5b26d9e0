import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { baseUrlOf, requireAdmin, requireUser } from '../lib/auth';
import type { UserRow } from '../lib/user-row';
import { serializePublicUser, serializeUser } from '../lib/user-row';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Everyone but the caller: the referral picker should not offer referring yourself.
  app.get('/users', async (request) => {
    const user = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<UserRow>(
      'SELECT * FROM users WHERE id <> $1 ORDER BY fullname, id',
      [user.id],
    );
    const baseUrl = baseUrlOf(request);
    return { data: rows.map((row) => serializePublicUser(row, baseUrl)) };
  });

  // Bare array (GET /users is wrapped) so the client's list normaliser meets both shapes.
  app.get('/users/admin_all_users', async (request) => {
    await requireAdmin(ctx, request);
    const { rows } = await ctx.db.query<UserRow>('SELECT * FROM users ORDER BY fullname, id');
    const baseUrl = baseUrlOf(request);
    return rows.map((row) => serializeUser(row, baseUrl));
  });
}
