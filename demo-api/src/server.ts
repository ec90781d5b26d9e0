import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext } from './context';
import { openDatabase } from './db/open-database';
import { refuseControlCharacters } from './lib/control-characters';
import { devRoutesAllowed } from './lib/dev-guard';
import { RATE_LIMITS, registerRateLimits, type RateLimitSettings } from './lib/rate-limits';
import { HttpError } from './lib/http-errors';
import { parseJsonBody } from './lib/json-body';
import { registerIdempotency } from './lib/idempotency';
import { registerWriteLimits } from './lib/write-limits';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAttendanceRoutes } from './routes/attendance-routes';
import { registerDevRoutes } from './routes/dev-routes';
import { registerFaultRoutes } from './routes/fault-routes';
import { registerMeetingRoutes } from './routes/meeting-routes';
import { registerPasswordRoutes } from './routes/password-routes';
import {
  MAX_IMAGE_BYTES,
  registerProfileRoutes,
  registerUploadRoutes,
} from './routes/profile-routes';
import { PushService, type PushOptions } from './push/push-service';
import { runStartingNowPass } from './push/starting-now';
import { registerPushRoutes } from './routes/push-routes';
import { registerReferralRoutes } from './routes/referral-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerUserRoutes } from './routes/user-routes';
import { placeSeedSchedule, seedIfEmpty } from './seed/seed';
import { hasStaticSite, notFoundHandler, registerStaticSite } from './static-site';

export interface BuildServerOptions {
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** Built PWA to serve (for example 'dist'); skipped when the folder or its index.html is missing. */
  staticDir?: string;
  /**
   * Seed demo data when the users table is empty, and re-place the seeded sessions and meetings
   * around `now` at every start. Default true.
   */
  seed?: boolean;
  logger?: boolean;
  now?: () => number;
  /**
   * The test-only fault switch (routes/fault-routes.ts): off unless asked for, and never in
   * production. main.ts turns it on from DEMO_API_FAULTS=on.
   */
  faults?: boolean;
  /** The mail outbox at /api/dev/outbox (routes/dev-routes.ts); main.ts: DEMO_API_DEV_OUTBOX=on. */
  devOutbox?: boolean;
  /**
   * The address the server will listen on. The development routes exist only for a loopback
   * address (lib/dev-guard.ts). Default 127.0.0.1.
   */
  host?: string;
  /** Limits on login, password reset and signed-in writes (lib/rate-limits.ts). Default RATE_LIMITS. */
  rateLimits?: RateLimitSettings;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the caller (main.ts: TRUST_PROXY). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Web Push (src/push, docs/push.md): off unless given; main.ts turns it on unless PUSH=off.
   * Off, its routes do not exist (404) and nothing is sent.
   */
  push?: PushOptions | false;
  /** Told of every route as it is added (the fuzz test sends to each). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

const pushServices = new WeakMap<FastifyInstance, PushService>();

/** The server's push service, when push is on (tests run the "Starting now" pass with it). */
export const pushServiceOf = (app: FastifyInstance): PushService | undefined =>
  pushServices.get(app);

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const { trustProxy } = options;
  const app = trustProxy === undefined ? Fastify({ logger }) : Fastify({ logger, trustProxy });
  if (options.onRoute) {
    const tell = options.onRoute;
    app.addHook('onRoute', (route) => tell({ method: route.method, url: route.url }));
  }
  const db = await openDatabase(options.dataDir);
  const ctx: AppContext = { db, now: options.now ?? Date.now };
  app.addHook('onClose', async () => {
    await db.close();
  });
  let push: PushService | undefined;
  try {
    if (options.seed ?? true) {
      await seedIfEmpty(ctx);
      await placeSeedSchedule(ctx);
    }
    if (options.push) push = await PushService.open(ctx, options.push);
  } catch (error) {
    await db.close();
    throw error;
  }
  if (push) {
    const service = push;
    pushServices.set(app, service);
    // preClose runs before onClose closes the database: what is being sent finishes first.
    app.addHook('preClose', () => service.close());
    // Queued sends start once their request's answer is sent (PushService.afterAnswer).
    app.addHook('onResponse', service.onResponse);
    service.startScheduler((now) => runStartingNowPass(service, now));
  }

  // Our own JSON parser (lib/json-body.ts): empty bodies, UTF-8 and nesting depth.
  app.removeContentTypeParser('application/json');
  // Every route reads JSON or multipart; plain text gets the 415 of any other type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(fastifyMultipart, {
    // One byte over the limit makes toBuffer() throw, which the profile route turns into a 422.
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 100_000 },
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: error.message });
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('referrer-policy', 'same-origin');
    // API answers are per-user and live; the service worker, not HTTP caches, decides reuse.
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // Before every route: text with control characters (NUL above all) is refused with a 422.
  app.addHook('preValidation', refuseControlCharacters);

  // Before the API routes: a root hook added later would not reach their (already loaded) scope.
  const host = options.host ?? '127.0.0.1';
  if (devRoutesAllowed(options.faults, host)) registerFaultRoutes(app, ctx);

  await app.register(
    async (api) => {
      // Before the routes, and on this scope only: retried writes under /api/v1 are answered once.
      // Every JSON body of this API is an object: anything else is refused before a handler
      // could read it as empty (and, say, save a profile with no change as a success).
      api.addHook('preValidation', async (request) => {
        // Only a body that was sent: a GET carrying a JSON content type (the app's client sends
        // one on every call) has none.
        const json = String(request.headers['content-type'] ?? '').startsWith('application/json');
        const body: unknown = request.body;
        const sent = body !== undefined;
        if (json && sent && (typeof body !== 'object' || body === null || Array.isArray(body))) {
          throw new HttpError(422, 'The request body must be a JSON object');
        }
      });
      registerWriteLimits(api, ctx, options.rateLimits ?? RATE_LIMITS);
      registerIdempotency(api, ctx);
      const limits = await registerRateLimits(api, options.rateLimits ?? RATE_LIMITS);
      registerAccountRoutes(api, ctx, limits);
      registerPasswordRoutes(api, ctx, limits);
      registerSessionRoutes(api, ctx);
      registerMeetingRoutes(api, ctx);
      registerAttendanceRoutes(api, ctx);
      registerUserRoutes(api, ctx);
      registerReferralRoutes(api, ctx, push);
      if (push) registerPushRoutes(api, ctx, push);
      registerProfileRoutes(api, ctx);
    },
    { prefix: '/api/v1' },
  );
  registerUploadRoutes(app, ctx);
  if (devRoutesAllowed(options.devOutbox, host)) registerDevRoutes(app, ctx);

  const withSite = hasStaticSite(options.staticDir);
  if (withSite) await registerStaticSite(app, options.staticDir!);
  app.setNotFoundHandler(notFoundHandler(options.staticDir));
  return app;
}
