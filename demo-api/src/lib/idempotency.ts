/**
 * `Idempotency-Key` on writes, the contract with the app's outbox (demo-api/README.md), which
 * sends one key per write, the same on every replay, and keeps a waiting write up to 7 days:
 * - keys live in the database (lib/idempotency-store.ts), so they survive a restart; an answer is
 *   kept 9 days (ANSWER_LIFETIME_MS), expired keys are purged at start and hourly and never
 *   served; each user keeps their newest 200 (KEPT_PER_SCOPE);
 * - a key is the user's (not the sign-in's): a write replayed after signing in again is known,
 *   and two users using the same key are independent; visitor calls share one anonymous scope;
 * - only a success (2xx) is kept, and replayed to every repeat with the same key, method, URL and
 *   body (`idempotent-replayed: true`) without running the handler again; any other answer is
 *   not kept, so a new try with the key runs again. A big answer is replayed as its status and
 *   message only (keptAnswer);
 * - the database holds hashes of the key and of the request, never the request itself; a
 *   multipart form counts by its fields and its files' sizes and SHA-256 (the route reads the
 *   form into request.body before this hook: routes/profile-routes.ts);
 * - a repeat while the first request still runs gets 503 with Retry-After (2 s) and a message,
 *   which the outbox retries (a 409 would be final for it);
 * - a key reused for a different body gets 422;
 * - login is not covered: its answer is a bearer token, which is stored only as a hash.
 * Hooks are added to the instance given, so only that scope's routes (the /api/v1 plugin) are
 * covered; body parse errors and unknown routes never reach preHandler and are never stored.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import {
  IdempotencyStore,
  keptAnswer,
  type Claim,
  type KeptAnswer,
  type KeyScope,
} from './idempotency-store';
import { sha256 } from './tokens';
import { WRITE_METHODS, signedInUserId } from './write-limits';

/** Seconds the outbox is asked to wait before repeating a request that is still running. */
export const IN_PROGRESS_RETRY_AFTER_S = 2;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Routes whose answer hands out a credential, which must not sit in the database as text. */
const NOT_COVERED = ['/login'];

export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const store = new IdempotencyStore(ctx.db, ctx.now);
  // Keyed by request object, so nothing leaks onto the request type or outlives the request.
  const claims = new WeakMap<FastifyRequest, Claim>();
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
    const scope = await scopeOf(ctx, request);
    const key = sha256([scope, request.method, request.url, idempotencyKey].join('\n'));
    // Salted with the key itself (stored only hashed), so that a body holding a password does
    // not leave a plain SHA-256 of it in the database.
    const requestHash = sha256(`${idempotencyKey}\n${bodyText(request.body)}`);
    const found = await store.claim(key, scope, requestHash);
    if (found.state === 'claimed') {
      claims.set(request, found.claim);
      return;
    }
    if (found.state === 'other-request') {
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
    const answer =
      success && keepable
        ? keptAnswer(
            reply.statusCode,
            String(reply.getHeader('content-type') ?? ''),
            typeof payload === 'string' ? payload : '',
          )
        : undefined;
    await store.finish(claim, answer);
    return payload;
  });
}

/**
 * Whose key it is: the signed-in user (any of their sign-ins), else one anonymous scope, where
 * the body fingerprint keeps a login answer from other credentials.
 */
async function scopeOf(ctx: AppContext, request: FastifyRequest): Promise<KeyScope> {
  const userId = await signedInUserId(ctx, request);
  return userId === null ? 'anonymous' : `user:${userId}`;
}

/**
 * The request body as text for its hash. Parsed JSON keeps the sender's key order, so an
 * identical retry gives an identical text. A file's bytes (a multipart form's, as the profile
 * route reads it) stand in as their size and SHA-256: a 5 MB upload is hashed once, not spelled
 * out as JSON numbers. The replacer reads the holder (`this`) because JSON.stringify hands it a
 * Buffer already turned into `{ type, data }` by Buffer's toJSON.
 */
function bodyText(body: unknown): string {
  return JSON.stringify(body ?? {}, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (!(raw instanceof Uint8Array)) return value;
    return { size: raw.length, sha256: createHash('sha256').update(raw).digest('hex') };
  });
}

function replay(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.code(answer.statusCode).header('idempotent-replayed', 'true');
  if (!answer.body) return reply.send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
