import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { forbiddenAdminsOnly, unauthorized } from './http-errors';
import { sha256 } from './tokens';
import type { UserRow } from './user-row';

/** The raw token of an `Authorization: Bearer <token>` header, if the header has that shape. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}

/** Resolves the bearer token to its user, or throws 401. Called at the top of each private handler. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const token = bearerTokenOf(request);
  if (!token) throw unauthorized();
  const result = await ctx.db.query<UserRow>(
    `SELECT u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.expires_at > $2`,
    [sha256(token), isoAt(ctx.now())],
  );
  const user = result.rows[0];
  if (!user) throw unauthorized();
  return user;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(ctx, request);
  if (user.role !== 'admin') throw forbiddenAdminsOnly();
  return user;
}

/** Scheme and host of this request, so image URLs work behind whatever address the client used. */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
