import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_EMAIL } from './account-email';
import { asObject } from './validate';

/**
 * Limits on the calls a stranger could abuse: login and registration (each costs an scrypt) and the two
 * halves of a password reset. Each call has two: one per source address across accounts, and
 * one per account *and* address, so a stranger elsewhere cannot lock a member out. Windows are
 * short: a member who does hit one waits minutes, not hours. Reasons: demo-api/README.md.
 */
export interface Limit {
  perAddress: number;
  perAccount: number;
}
/** Writes by one signed-in member (lib/write-limits.ts), in a window of their own. */
export interface WriteLimit {
  perUser: number;
  windowMs: number;
}
export interface RateLimitSettings {
  windowMs: number;
  login: Limit;
  register: Limit;
  resetCode: Limit;
  resetAttempt: Limit;
  /** Absent: WRITE_LIMIT, so settings written before this limit existed still get it. */
  writes?: WriteLimit;
}

/** Far above what the app sends (one queued write at a time), far below a flood of uploads. */
export const WRITE_LIMIT: WriteLimit = { perUser: 60, windowMs: 60_000 };

export const RATE_LIMITS: RateLimitSettings = {
  windowMs: 5 * 60_000,
  login: { perAddress: 60, perAccount: 10 },
  register: { perAddress: 20, perAccount: 5 },
  resetCode: { perAddress: 20, perAccount: 5 },
  resetAttempt: { perAddress: 30, perAccount: 10 },
  writes: WRITE_LIMIT,
};

/**
 * Test-only (DEMO_API_RATE_LIMITS=relaxed): the end-to-end tests and the benchmarks log in the
 * same members from 127.0.0.1 hundreds of times. Never the default.
 */
export const RELAXED_RATE_LIMITS: RateLimitSettings = {
  windowMs: RATE_LIMITS.windowMs,
  login: { perAddress: 1_000_000, perAccount: 1_000_000 },
  register: { perAddress: 1_000_000, perAccount: 1_000_000 },
  resetCode: { perAddress: 1_000_000, perAccount: 1_000_000 },
  resetAttempt: { perAddress: 1_000_000, perAccount: 1_000_000 },
  // The outbox bench sends 100 writes for one member in about 4 s.
  writes: { perUser: 1_000_000, windowMs: WRITE_LIMIT.windowMs },
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export type LimitedCall = 'login' | 'register' | 'resetCode' | 'resetAttempt';
export type CallLimits = Record<LimitedCall, preHandlerAsyncHookHandler[]>;

/** The account a call is about, read exactly where its handler reads it. */
function accountOf(call: LimitedCall, request: FastifyRequest): string {
  return ACCOUNT_EMAIL[call](asObject(request.body));
}

type LimiterFactory = FastifyInstance['rateLimit'];

/**
 * A limiter factory of its own. @fastify/rate-limit runs one limit per request and registration
 * (it marks the request), so the per-address and the per-account limits each need their own
 * registration, each in a child scope of its own.
 */
async function ownLimiter(scope: FastifyInstance): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined;
  await scope.register(async (child) => {
    await child.register(fastifyRateLimit, { global: false });
    factory = child.rateLimit.bind(child);
  });
  if (!factory) throw new Error('@fastify/rate-limit did not register');
  return factory;
}

/**
 * Per call, the preHandlers to put on its route: after the body is parsed, since the account is
 * in it. Every 429 carries Retry-After and a JSON message.
 */
export async function registerRateLimits(
  scope: FastifyInstance,
  settings: RateLimitSettings,
): Promise<CallLimits> {
  const [perAddress, perAccount] = [await ownLimiter(scope), await ownLimiter(scope)];
  const errorResponseBuilder = () => ({ statusCode: 429, message: TOO_MANY_ATTEMPTS });
  const limitsOf = (call: LimitedCall): preHandlerAsyncHookHandler[] => [
    perAddress({
      max: settings[call].perAddress,
      timeWindow: settings.windowMs,
      keyGenerator: (request) => `${call}|${request.ip}`,
      errorResponseBuilder,
    }),
    perAccount({
      max: settings[call].perAccount,
      timeWindow: settings.windowMs,
      keyGenerator: (request) => `${call}|${request.ip}|${accountOf(call, request)}`,
      errorResponseBuilder,
    }),
  ];
  return {
    login: limitsOf('login'),
    register: limitsOf('register'),
    resetCode: limitsOf('resetCode'),
    resetAttempt: limitsOf('resetAttempt'),
  };
}
