import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf } from './auth';
import type { PendingEntry, StoredAnswer } from './idempotency-store';
import { IdempotencyStore } from './idempotency-store';
import { sha256 } from './tokens';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface IdempotencyOptions {
  now: () => number;
  maxEntries?: number;
  ttlMs?: number;
  /** How long a retry waits for the first request with its key before giving up with 409. */
  waitMs?: number;
}

interface Claim {
  key: string;
  entry: PendingEntry;
}

/**
 * `Idempotency-Key` on writes: the first answer (status < 500) is kept and replayed to retries with
 * the same key, scope, method and URL, without running the handler again. Hooks are added to the
 * instance given, so only the routes of that scope (the /api/v1 plugin) are covered; body parse
 * errors and unknown routes never reach preHandler and are therefore never stored.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const store = new IdempotencyStore(options);
  const waitMs = options.waitMs ?? 30_000;
  // Keyed by request object, so nothing leaks onto the request type or outlives the request.
  const claims = new WeakMap<FastifyRequest, Claim>();

  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers['idempotency-key'];
    const idempotencyKey = typeof raw === 'string' ? raw.trim() : '';
    if (!idempotencyKey || !WRITE_METHODS.has(request.method)) return;
    const key = storeKey(request, idempotencyKey);
    // Parsed JSON keeps the sender's key order, so an identical retry gives an identical hash.
    // No body and an empty JSON body hash alike; multipart is read by the handler, not here, so
    // multipart retries hash alike too (they are scoped to one sign-in anyway).
    const fingerprint = sha256(JSON.stringify(request.body ?? {}));
    const deadline = Date.now() + waitMs;
    for (;;) {
      const entry = store.get(key);
      if (!entry) {
        claims.set(request, { key, entry: store.begin(key, fingerprint) });
        return;
      }
      if (entry.fingerprint !== fingerprint) {
        return reply.code(422).send({
          message: 'This Idempotency-Key was already used for a different request body',
        });
      }
      if (entry.state === 'done') return replay(reply, entry.answer);
      // Same request still running: wait for its answer rather than running it twice. Once it
      // settles, look again: it is either stored (replay) or was a 5xx (this retry runs it).
      if (!(await settledWithin(entry.settled, deadline - Date.now()))) {
        return reply.code(409).send({
          message: 'A request with this Idempotency-Key is still being processed; retry later',
        });
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    // API answers are serialised JSON strings; buffers and streams are not worth replaying here.
    const keepable = typeof payload === 'string' || payload === undefined || payload === null;
    const answer: StoredAnswer | undefined =
      reply.statusCode < 500 && keepable
        ? {
            statusCode: reply.statusCode,
            contentType: String(reply.getHeader('content-type') ?? ''),
            body: typeof payload === 'string' ? payload : '',
          }
        : undefined;
    // Every answer a handler gives passes here, errors included. A claim whose handler never
    // answers (not a case in these routes) is dropped by the store's pending TTL instead.
    store.finish(claim.key, claim.entry, answer);
    return payload;
  });
}

/** Hashed, so raw tokens and client-chosen keys of any length are not held in memory. */
function storeKey(request: FastifyRequest, idempotencyKey: string): string {
  const token = bearerTokenOf(request);
  // The token, not the user id: no database lookup before the handler, and still one scope per
  // sign-in, so two users (or a user and an anonymous caller) never share an answer. Anonymous
  // callers do share one scope; the body fingerprint keeps a login answer from other credentials.
  const scope = token ? `token:${sha256(token)}` : 'anonymous';
  return sha256([scope, request.method, request.url, idempotencyKey].join('\n'));
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.statusCode).header('idempotent-replayed', 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}

async function settledWithin(settled: Promise<void>, ms: number): Promise<boolean> {
  if (ms <= 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([settled.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
