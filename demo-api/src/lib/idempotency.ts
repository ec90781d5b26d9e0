import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { bearerTokenOf } from './auth';
import { IdempotencyStore, type StoredAnswer } from './idempotency-store';
import { sha256 } from './tokens';

/**
 * `Idempotency-Key` on writes, the contract with the app's outbox (demo-api/README.md):
 * - a key is the user's (not the sign-in's): a write replayed after signing in again is known;
 * - the first success (2xx) is kept 9 days, in the database, across restarts, and replayed to
 *   every repeat with the same key, method, URL and body without running the handler again;
 * - a repeat while the first request still runs gets 503 with Retry-After, which the outbox
 *   retries; any answer that is not a success is not kept, so a new try runs again;
 * - a key reused for a different body gets 422.
 * Hooks are added to the instance given, so only that scope's routes (the /api/v1 plugin) are
 * covered; body parse errors and unknown routes never reach preHandler and are never stored.
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Seconds the outbox is asked to wait before repeating a request that is still running. */
export const IN_PROGRESS_RETRY_AFTER_S = 2;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const store = new IdempotencyStore(ctx.db, ctx.now);
  // Keyed by request object, so nothing leaks onto the request type or outlives the request.
  const claims = new WeakMap<FastifyRequest, string>();
  let purgedAt = Number.NEGATIVE_INFINITY;

  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers['idempotency-key'];
    const idempotencyKey = typeof raw === 'string' ? raw.trim() : '';
    if (!idempotencyKey || !WRITE_METHODS.has(request.method)) return;
    if (ctx.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = ctx.now();
      await store.purge();
    }
    const key = sha256(
      [await scopeOf(ctx, request), request.method, request.url, idempotencyKey].join('\n'),
    );
    // Parsed JSON keeps the sender's key order, so an identical retry gives an identical hash.
    const fingerprint = sha256(JSON.stringify(request.body ?? {}));
    const found = await store.claim(key, fingerprint);
    if (found.state === 'claimed') {
      claims.set(request, key);
      return;
    }
    if (found.state === 'other-body') {
      return reply.code(422).send({
        message: 'This Idempotency-Key was already used for a different request body',
      });
    }
    if (found.state === 'in-progress') {
      return reply.code(503).header('retry-after', String(IN_PROGRESS_RETRY_AFTER_S)).send({
        message: 'A request with this Idempotency-Key is still being processed; retry later',
      });
    }
    return replay(reply, found.answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = claims.get(request);
    if (key === undefined) return payload;
    claims.delete(request);
    // API answers are serialised JSON strings; buffers and streams are not worth replaying here.
    const keepable = typeof payload === 'string' || payload === undefined || payload === null;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    const answer: StoredAnswer | undefined =
      success && keepable
        ? {
            statusCode: reply.statusCode,
            contentType: String(reply.getHeader('content-type') ?? ''),
            body: typeof payload === 'string' ? payload : '',
          }
        : undefined;
    await store.finish(key, answer);
    return payload;
  });
}

/**
 * Whose key it is: the signed-in user (any of their sign-ins), else one anonymous scope, where
 * the body fingerprint keeps a login answer from other credentials.
 */
async function scopeOf(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const token = bearerTokenOf(request);
  if (!token) return 'anonymous';
  const { rows } = await ctx.db.query<{ user_id: number }>(
    'SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND expires_at > $2',
    [sha256(token), isoAt(ctx.now())],
  );
  return rows[0] ? `user:${rows[0].user_id}` : 'anonymous';
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.statusCode).header('idempotent-replayed', 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}
