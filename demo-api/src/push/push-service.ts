/**
 * Web Push of the demo API (docs/push.md): the VAPID keys and the members' tag secret kept in the
 * database, the subscriptions of each sign-in, and sending a message to every subscription of a
 * member with web-push (RFC 8291 aes128gcm payloads, RFC 8292 VAPID). Sending never holds up or
 * fails the write that caused it: it is queued on the request and runs once the answer is sent
 * (onResponse), and every failure is logged, never thrown.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import type { FastifyRequest } from 'fastify';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import type { PushMessage } from './push-texts';

export const DEFAULT_PUSH_SUBJECT = 'mailto:admin@example.com';
const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_PASS_INTERVAL_MS = 30_000;
/** A member's newest subscriptions kept: a browser profile has one; more are old ones. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 20;

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface Delivery {
  /** Seconds the push service keeps an undelivered message (the TTL header). */
  ttlSeconds: number;
  urgency: PushUrgency;
}

/** What a push service answered one subscription: its status, or the error (no answer). */
export interface SendResult {
  endpoint: string;
  status: number | null;
  error?: string;
  /** 404 or 410: the subscription is gone and was deleted. */
  dropped: boolean;
}

/** One message to one member, after every subscription was tried (tests read it). */
export interface NotifyReport {
  userId: number;
  message: PushMessage;
  results: SendResult[];
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** web-push's sendNotification, or a stand-in (the fuzz test sends nowhere). */
export type PushTransport = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: webpush.RequestOptions,
) => Promise<{ statusCode: number }>;

export interface PushOptions {
  /** VAPID `sub`: a mailto: or https: URL to reach the sender. Default DEFAULT_PUSH_SUBJECT. */
  subject?: string;
  /**
   * The https.Agent for requests to push services. Tests in one process pass one whose `ca`
   * trusts the stand-in (NODE_EXTRA_CA_CERTS is read only when a process starts).
   */
  agent?: https.Agent;
  /**
   * A PEM file of certificates to trust besides Node's own roots (PUSH_CA_FILE), read when it
   * changes, so it may be written after the server started. Ignored when `agent` is given.
   */
  caFile?: string;
  /** Socket timeout of one request to a push service. Default 10 s. */
  timeoutMs?: number;
  /** The "Starting now" pass runs this often; 0 runs none (tests call runStartingNowPass). */
  intervalMs?: number;
  /** Where failures go. Default console.warn. */
  log?: (message: string) => void;
  /** Told after each message to a member was tried on all its subscriptions. */
  onNotified?: (report: NotifyReport) => void;
  /** Replaces web-push's sendNotification. */
  transport?: PushTransport;
}

interface KeyRow {
  public_key: string;
  private_key: string;
  member_secret: string;
}

const webPushTransport: PushTransport = (subscription, payload, options) =>
  webpush.sendNotification(subscription, payload, options);

/** The status of a failed send: web-push's WebPushError has one; a network error none. */
function statusOf(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : null;
}

export class PushService {
  private readonly pending = new Set<Promise<void>>();
  private readonly queued = new WeakMap<FastifyRequest, Array<() => Promise<unknown>>>();
  private timer: NodeJS.Timeout | undefined;
  private passRunning = false;
  private caAgent: { mtimeMs: number; agent: https.Agent } | undefined;
  private readonly transport: PushTransport;
  private readonly log: (message: string) => void;

  private constructor(
    readonly ctx: AppContext,
    private readonly keys: KeyRow,
    private readonly options: PushOptions,
  ) {
    this.transport = options.transport ?? webPushTransport;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** Reads the keys, making them at the first start of a data folder. */
  static async open(ctx: AppContext, options: PushOptions = {}): Promise<PushService> {
    const made = webpush.generateVAPIDKeys();
    await ctx.db.query(
      `INSERT INTO push_keys (id, public_key, private_key, member_secret, created_at)
       VALUES (1, $1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
      [made.publicKey, made.privateKey, randomBytes(32).toString('base64url'), isoAt(ctx.now())],
    );
    const { rows } = await ctx.db.query<KeyRow>(
      'SELECT public_key, private_key, member_secret FROM push_keys WHERE id = 1',
    );
    return new PushService(ctx, rows[0]!, options);
  }

  /** The VAPID public key, base64url of the uncompressed P-256 point. */
  get publicKey(): string {
    return this.keys.public_key;
  }

  get subject(): string {
    return this.options.subject ?? DEFAULT_PUSH_SUBJECT;
  }

  /** Opaque and stable per member, never an email: an HMAC of the user id, base64url. */
  memberTag(userId: number): string {
    return createHmac('sha256', this.keys.member_secret)
      .update(`member:${userId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** Runs `task` once the answer to `request` has been sent (see onResponse). */
  afterAnswer(request: FastifyRequest, task: () => Promise<unknown>): void {
    const list = this.queued.get(request);
    if (list) list.push(task);
    else this.queued.set(request, [task]);
  }

  /** Fastify's onResponse hook: starts what afterAnswer queued for this request. */
  readonly onResponse = async (request: FastifyRequest): Promise<void> => {
    const tasks = this.queued.get(request);
    if (!tasks) return;
    this.queued.delete(request);
    for (const task of tasks) this.track(task);
  };

  /** Runs a task in the background: followed until done, its failure logged. */
  track(task: () => Promise<unknown>): void {
    const running: Promise<void> = task()
      .then(() => undefined)
      .catch((error: unknown) => this.log(`[push] ${String(error)}`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every background task has ended (tests; and close). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Starts the "Starting now" pass on its interval (none when intervalMs is 0). */
  startScheduler(pass: (now: number) => Promise<unknown>): void {
    const every = this.options.intervalMs ?? DEFAULT_PASS_INTERVAL_MS;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      if (this.passRunning) return;
      this.passRunning = true;
      this.track(() => pass(this.ctx.now()).finally(() => (this.passRunning = false)));
    }, every);
    this.timer.unref();
  }

  /** Stops the scheduler and waits for what is being sent (each send ends by its timeout). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
    this.caAgent?.agent.destroy();
    this.caAgent = undefined;
  }

  /** The member's subscriptions whose sign-in is still live. */
  async liveSubscriptions(userId: number): Promise<StoredSubscription[]> {
    const { rows } = await this.ctx.db.query<StoredSubscription>(
      `SELECT s.endpoint, s.p256dh, s.auth FROM push_subscriptions s
       JOIN auth_tokens t ON t.token_hash = s.token_hash
       WHERE s.user_id = $1 AND t.expires_at > $2`,
      [userId, isoAt(this.ctx.now())],
    );
    return rows;
  }

  /** Deletes the subscriptions of expired sign-ins (a revoked one's went with its token row). */
  async sweepExpired(now: number): Promise<void> {
    await this.ctx.db.query(
      `DELETE FROM push_subscriptions s USING auth_tokens t
       WHERE t.token_hash = s.token_hash AND t.expires_at <= $1`,
      [isoAt(now)],
    );
  }

  /** Sends the message to every live subscription of the member; never throws. */
  async notifyUser(
    userId: number,
    message: PushMessage,
    delivery: Delivery,
  ): Promise<NotifyReport> {
    const results: SendResult[] = [];
    try {
      const payload = JSON.stringify({ ...message, member: this.memberTag(userId) });
      const subscriptions = await this.liveSubscriptions(userId);
      await Promise.all(
        subscriptions.map(async (subscription) =>
          results.push(await this.sendOne(subscription, payload, delivery)),
        ),
      );
    } catch (error) {
      this.log(`[push] could not send ${message.type} to member ${userId}: ${String(error)}`);
    }
    const report = { userId, message, results };
    this.options.onNotified?.(report);
    return report;
  }

  private async sendOne(
    subscription: StoredSubscription,
    payload: string,
    delivery: Delivery,
  ): Promise<SendResult> {
    const { endpoint } = subscription;
    try {
      const agent = this.agent();
      const answer = await this.transport(
        { endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: {
            subject: this.subject,
            publicKey: this.keys.public_key,
            privateKey: this.keys.private_key,
          },
          TTL: Math.max(0, Math.floor(delivery.ttlSeconds)),
          urgency: delivery.urgency,
          contentEncoding: 'aes128gcm',
          timeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      return { endpoint, status: answer.statusCode, dropped: false };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 410) {
        // Only the row as it was sent to: a browser may have posted it again with new keys.
        await this.ctx.db.query(
          'DELETE FROM push_subscriptions WHERE endpoint = $1 AND p256dh = $2 AND auth = $3',
          [endpoint, subscription.p256dh, subscription.auth],
        );
        return { endpoint, status, dropped: true };
      }
      const text = error instanceof Error ? error.message : String(error);
      this.log(`[push] ${new URL(endpoint).origin} answered ${status ?? 'nothing'}: ${text}`);
      return { endpoint, status, error: text, dropped: false };
    }
  }

  /** The given agent; one trusting caFile besides Node's roots; or none (the global agent). */
  private agent(): https.Agent | undefined {
    if (this.options.agent) return this.options.agent;
    const file = this.options.caFile;
    if (!file) return undefined;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      this.log(`[push] PUSH_CA_FILE ${file} cannot be read; using Node's own trust`);
      return undefined;
    }
    if (this.caAgent?.mtimeMs !== mtimeMs) {
      this.caAgent?.agent.destroy();
      const ca = [...tls.rootCertificates, readFileSync(file, 'utf8')];
      this.caAgent = { mtimeMs, agent: new https.Agent({ ca }) };
    }
    return this.caAgent.agent;
  }
}
