import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { bearerTokenOf } from './auth';
import { WRITE_LIMIT, type RateLimitSettings, type WriteLimit } from './rate-limits';
import { sha256 } from './tokens';

/**
 * A limit on the writes of each signed-in member: POST, PUT, PATCH and DELETE under /api/v1,
 * 60 a minute by default (lib/rate-limits.ts). The app sends one queued write at a time, so a
 * member never meets it; one sign-in flooding the database (profile updates of 800 KB, say)
 * does. A refused write gets 429 with Retry-After, which the outbox waits out and retries.
 * Visitors' writes are left to the per-address limits of lib/rate-limits.ts.
 */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const TOO_MANY_WRITES =
  'Too many changes in a short time. Please wait a minute and try again.';
/** Ending a sign-in is never refused: a member who met the limit can still sign out. */
const NOT_LIMITED = ['/logout'];

/**
 * Counted in memory, on the injected clock, in fixed windows: a member's first write opens a
 * window of `windowMs`, which lets `perUser` writes through. A restart forgets the counts, which
 * at worst lets one more window's worth through.
 */
class WriteCounter {
  private readonly windows = new Map<number, { endsAt: number; count: number }>();
  private sweptAt = 0;

  constructor(private readonly limit: WriteLimit) {}

  /** Counts one write: 0 when it may go on, else the milliseconds until the member may write. */
  take(userId: number, now: number): number {
    this.sweep(now);
    const window = this.windows.get(userId);
    if (!window || window.endsAt <= now) {
      this.windows.set(userId, { endsAt: now + this.limit.windowMs, count: 1 });
      return 0;
    }
    if (window.count >= this.limit.perUser) return window.endsAt - now;
    window.count += 1;
    return 0;
  }

  /** Once a window: forgets the ended ones, so only members writing lately are held. */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.limit.windowMs) return;
    this.sweptAt = now;
    for (const [userId, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(userId);
    }
  }
}

const userIds = new WeakMap<FastifyRequest, Promise<number | null>>();

/**
 * The id of the user whose live sign-in the request carries, else null. Looked up once per
 * request: this limit and the Idempotency-Key hook (lib/idempotency.ts) both ask.
 */
export function signedInUserId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  let found = userIds.get(request);
  if (found === undefined) {
    found = lookUpUserId(ctx, request);
    userIds.set(request, found);
  }
  return found;
}

async function lookUpUserId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const token = bearerTokenOf(request);
  if (!token) return null;
  const { rows } = await ctx.db.query<{ user_id: number }>(
    'SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND expires_at > $2',
    [sha256(token), isoAt(ctx.now())],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * On the scope given (the /api/v1 plugin). At onRequest, before the body is parsed and before
 * the Idempotency-Key hook: a refused write costs no upload and claims no key.
 */
export function registerWriteLimits(
  api: FastifyInstance,
  ctx: AppContext,
  settings: RateLimitSettings,
): void {
  const counter = new WriteCounter(settings.writes ?? WRITE_LIMIT);
  const notLimited = new Set(NOT_LIMITED.map((path) => `${api.prefix}${path}`));
  api.addHook('onRequest', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    if (notLimited.has(request.routeOptions.url ?? '')) return;
    const userId = await signedInUserId(ctx, request);
    if (userId === null) return;
    const waitMs = counter.take(userId, ctx.now());
    if (waitMs === 0) return;
    return reply
      .code(429)
      .header('retry-after', String(Math.ceil(waitMs / 1000)))
      .send({ message: TOO_MANY_WRITES });
  });
}
