/**
 * `Idempotency-Key` on writes, the contract with the app's outbox (demo-api/README.md), which
 * sends one key per write, the same on every replay, and keeps a waiting write up to 7 days:
 * - keys live in the database (`idempotency_keys`), so they survive a restart; an answer is kept
 *   9 days (ANSWER_LIFETIME_MS), expired keys are purged at start and hourly and never served;
 * - a key is the user's (not the sign-in's): a write replayed after signing in again is known,
 *   and two users using the same key are independent; visitor calls share one anonymous scope;
 * - only a success (2xx) is kept, and replayed to every repeat with the same key, method, URL and
 *   body (`idempotent-replayed: true`) without running the handler again; any other answer is
 *   not kept, so a new try with the key runs again;
 * - a repeat while the first request still runs gets 503 with Retry-After (2 s) and a message,
 *   which the outbox retries (a 409 would be final for it);
 * - a key reused for a different body gets 422;
 * - login is not covered: its answer is a bearer token, which is stored only as a hash.
 * Hooks are added to the instance given, so only that scope's routes (the /api/v1 plugin) are
 * covered; body parse errors and unknown routes never reach preHandler and are never stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { bearerTokenOf } from './auth';
import { IdempotencyStore, type StoredAnswer } from './idempotency-store';
import { sha256 } from './tokens';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Seconds the outbox is asked to wait before repeating a request that is still running. */
export const IN_PROGRESS_RETRY_AFTER_S = 2;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Routes whose answer hands out a credential, which must not sit in the database as text. */
const NOT_COVERED = ['/login'];

export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const store = new IdempotencyStore(ctx.db, ctx.now);
  // Keyed by request object, so nothing leaks onto the request type or outlives the request.
  const claims = new WeakMap<FastifyRequest, { key: string; claimedAt: string }>();
  const notCovered = new Set(NOT_COVERED.map((path) => `${app.prefix}${path}`));
  let purgedAt = ctx.now();

  app.addHook('onReady', async () => {
    purgedAt = ctx.now();
    await store.purgeAtStart();
  });

  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers['idempotency-key'];
    const idempotencyKey = typeof raw === 'string' ? raw.trim() : '';
    if (!idempotencyKey || !WRITE_METHODS.has(request.method)) return;
    if (notCovered.has(request.routeOptions.url ?? '')) return;
    if (ctx.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = ctx.now();
      await store.purge();
    }
    const key = sha256(
      [await scopeOf(ctx, request), request.method, request.url, idempotencyKey].join('\n'),
    );
    // Parsed JSON keeps the sender's key order, so an identical retry gives an identical hash.
    // Salted with the key itself (stored only hashed), so that a body holding a password does
    // not leave a plain SHA-256 of it in the database.
    const fingerprint = sha256(`${idempotencyKey}\n${JSON.stringify(request.body ?? {})}`);
    const found = await store.claim(key, fingerprint);
    if (found.state === 'claimed') {
      claims.set(request, { key, claimedAt: found.claimedAt });
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
    const claim = claims.get(request);
    if (claim === undefined) return payload;
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
    await store.finish(claim.key, claim.claimedAt, answer);
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
