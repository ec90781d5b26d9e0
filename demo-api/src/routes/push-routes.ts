import { createECDH } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { bearerTokenOf, requireUser } from '../lib/auth';
import { ErrorBag } from '../lib/http-errors';
import { sha256 } from '../lib/tokens';
import { asObject, type Body } from '../lib/validate';
import { MAX_SUBSCRIPTIONS_PER_MEMBER, type PushService } from '../push/push-service';

/** Longer than any push service's endpoint (FCM's are about 200 characters). */
const MAX_ENDPOINT_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Checks that a key is a point on P-256: computing a secret with it throws otherwise. */
const probe = createECDH('prime256v1');
probe.generateKeys();

function readEndpoint(bag: ErrorBag, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    bag.add('endpoint', "Endpoint can't be blank");
    return '';
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (value.length > MAX_ENDPOINT_LENGTH) {
    bag.add('endpoint', `Endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`);
  } else if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    bag.add('endpoint', 'Endpoint must be an https URL');
  }
  return value;
}

/** base64url of exactly `bytes` bytes, or an error in the bag; answers the bytes. */
function readKey(bag: ErrorBag, field: string, value: unknown, bytes: number): Buffer | null {
  if (typeof value !== 'string' || value === '') {
    bag.add(field, `${field} can't be blank`);
    return null;
  }
  const decoded = BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
  if (!decoded || decoded.length !== bytes) {
    bag.add(field, `${field} must be base64url of ${bytes} bytes`);
    return null;
  }
  return decoded;
}

interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A browser's PushSubscription.toJSON(): `{ endpoint, expirationTime, keys: { p256dh, auth } }`. */
function readSubscription(body: Body): SubscriptionInput {
  const bag = new ErrorBag();
  const endpoint = readEndpoint(bag, body.endpoint);
  const expiration = body.expirationTime;
  if (expiration !== undefined && expiration !== null) {
    if (typeof expiration !== 'number' || !Number.isFinite(expiration) || expiration < 0) {
      bag.add('expirationTime', 'expirationTime must be null or a time in milliseconds');
    }
  }
  if (body.keys !== undefined && (typeof body.keys !== 'object' || Array.isArray(body.keys))) {
    bag.add('keys', 'keys must be an object with p256dh and auth');
  }
  const keys = asObject(body.keys);
  const p256dh = readKey(bag, 'keys.p256dh', keys.p256dh, 65);
  if (p256dh) {
    try {
      if (p256dh[0] !== 0x04) throw new Error('not uncompressed');
      probe.computeSecret(p256dh);
    } catch {
      bag.add('keys.p256dh', 'keys.p256dh must be an uncompressed P-256 public key');
    }
  }
  const auth = readKey(bag, 'keys.auth', keys.auth, 16);
  bag.throwIfAny();
  // Stored unpadded, as browsers send them and web-push reads them.
  return {
    endpoint,
    p256dh: p256dh!.toString('base64url'),
    auth: auth!.toString('base64url'),
  };
}

/**
 * Web Push (docs/push.md#the-contract), only when push is on: the VAPID key for anyone, and each
 * sign-in's subscriptions. Without push the routes do not exist (404), as on a backend without it.
 */
export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, push: PushService): void {
  app.get('/push/key', async () => ({ public_key: push.publicKey }));

  app.post('/push/subscriptions', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const input = readSubscription(asObject(request.body));
    const tokenHash = sha256(bearerTokenOf(request)!);
    // One row per endpoint: posted again it is this sign-in's, whoever's it was.
    const { rows } = await ctx.db.query<{ created: boolean }>(
      `INSERT INTO push_subscriptions (endpoint, user_id, token_hash, p256dh, auth, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id,
         token_hash = EXCLUDED.token_hash, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         created_at = CASE WHEN push_subscriptions.user_id = EXCLUDED.user_id
           THEN push_subscriptions.created_at ELSE EXCLUDED.created_at END
       RETURNING (xmax = 0) AS created`,
      [input.endpoint, user.id, tokenHash, input.p256dh, input.auth, isoAt(ctx.now())],
    );
    await ctx.db.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint NOT IN (
         SELECT endpoint FROM push_subscriptions WHERE user_id = $1
         ORDER BY created_at DESC, endpoint LIMIT $2)`,
      [user.id, MAX_SUBSCRIPTIONS_PER_MEMBER],
    );
    return reply.code(rows[0]?.created ? 201 : 200).send({ member: push.memberTag(user.id) });
  });

  app.delete('/push/subscriptions', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const bag = new ErrorBag();
    const endpoint = readEndpoint(bag, asObject(request.body).endpoint);
    bag.throwIfAny();
    // Another member's endpoint is left alone, and answered alike: nothing is told about it.
    await ctx.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2', [
      endpoint,
      user.id,
    ]);
    return reply.code(204).send();
  });
}
