import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { bearerTokenOf } from '../lib/auth';
import { unauthorized } from '../lib/http-errors';
import { sha256 } from '../lib/tokens';

/**
 * The idempotency hook (lib/idempotency.ts) keeps answers per member, not per sign-in: a key a
 * client reused on a second device would get the first device's 204 replayed, and the second
 * token would stay alive while the app believes it ended. A repeated logout needs no key anyway
 * (its token is gone, so it gets a 401), so the key is dropped before that hook reads it.
 */
const ignoreIdempotencyKey: onRequestAsyncHookHandler = async (request) => {
  delete request.headers['idempotency-key'];
};

/**
 * DELETE /api/v1/logout, our addition to the specification's API (optional: the app ignores a
 * backend that lacks it). Ends the sign-in whose bearer token the call carries, and only that
 * one: the member's other devices stay signed in. 204 once ended; no token, or one that is
 * unknown, expired or already ended, gets the 401 of every private call.
 */
export function registerLogoutRoute(app: FastifyInstance, ctx: AppContext): void {
  app.delete('/logout', { onRequest: ignoreIdempotencyKey }, async (request, reply) => {
    const token = bearerTokenOf(request);
    if (!token) throw unauthorized();
    // One statement: of two logouts in flight with one token, only one finds its row. An expired
    // row goes too, but it answers like an unknown token, as requireUser would.
    const { rows } = await ctx.db.query<{ live: boolean }>(
      'DELETE FROM auth_tokens WHERE token_hash = $1 RETURNING expires_at > $2 AS live',
      [sha256(token), isoAt(ctx.now())],
    );
    if (rows[0]?.live !== true) throw unauthorized();
    return reply.code(204).send();
  });
}
