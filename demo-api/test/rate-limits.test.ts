// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_ATTEMPTS, type RateLimitSettings } from '../src/lib/rate-limits';
import { BOOT_TIMEOUT, buildTestServer, type BuiltServer } from './helpers';

/** Small limits, so a test reaches them in a few calls; the real ones are in lib/rate-limits.ts. */
const SMALL: RateLimitSettings = {
  windowMs: 60_000,
  login: { perAddress: 6, perAccount: 3 },
  register: { perAddress: 2, perAccount: 2 },
  resetCode: { perAddress: 6, perAccount: 2 },
  resetAttempt: { perAddress: 6, perAccount: 3 },
};

let server: BuiltServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await buildTestServer({ seed: true, rateLimits: SMALL });
  app = server.app;
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const call = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
const login = (email: string, from: string) =>
  call('/login', { email, password: 'wrong-password' }, from);

function expectLimited(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
}

describe('rate limits', () => {
  it('login: an account from one address is limited, while the same account elsewhere is not', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login('member@example.com', '198.51.100.1')).statusCode).toBe(401);
    }
    expectLimited(await login('member@example.com', '198.51.100.1'));
    // The member at another address is not locked out by the stranger.
    expect((await login('member@example.com', '198.51.100.2')).statusCode).toBe(401);
  });

  it('login: one address is limited across accounts', async () => {
    const emails = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    const answers = [];
    for (const email of [...emails, ...emails]) answers.push(await login(email, '198.51.100.3'));
    expect(answers.slice(0, 6).every((res) => res.statusCode === 401)).toBe(true);
    expectLimited(answers[6]!);
    expectLimited(answers[7]!);
  });

  it('reset codes: an account is limited per address', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const forgot = () =>
      call('/password/forgot', { email: 'priya.nair@example.com' }, '198.51.100.4');
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expectLimited(await forgot());
    log.mockRestore();
  });

  it('reset attempts: an account is limited per address', async () => {
    const reset = () =>
      call(
        '/password/reset',
        {
          email: 'arjun.reddy@example.com',
          otp: '000000',
          password: 'fresh-pass',
          password_confirmation: 'fresh-pass',
        },
        '198.51.100.5',
      );
    for (let i = 0; i < 3; i += 1) expect((await reset()).statusCode).toBe(422);
    expectLimited(await reset());
  });

  it('reset codes: one address is limited across accounts; another address is not', async () => {
    // Unknown accounts get the same answer (no code, no mail), and count all the same.
    const forgot = (n: number, from: string) =>
      call('/password/forgot', { email: `stranger-${n}@example.com` }, from);
    for (let n = 0; n < SMALL.resetCode.perAddress; n += 1) {
      expect((await forgot(n, '198.51.100.7')).statusCode).toBe(200);
    }
    expectLimited(await forgot(99, '198.51.100.7'));
    expect((await forgot(99, '198.51.100.8')).statusCode).toBe(200);
  });

  it('reset attempts: one address is limited across accounts', async () => {
    const reset = (n: number) =>
      call(
        '/password/reset',
        {
          email: `stranger-${n}@example.com`,
          otp: '000000',
          password: 'fresh-pass',
          password_confirmation: 'fresh-pass',
        },
        '198.51.100.9',
      );
    for (let n = 0; n < SMALL.resetAttempt.perAddress; n += 1) {
      expect((await reset(n)).statusCode).toBe(422);
    }
    expectLimited(await reset(99));
  });

  it('reset codes and attempts: a decoy `user` object does not move the account the limit counts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const decoy = (n: number) => ({ user: { email: `decoy-${n}@example.test` } });
    const forgot = (n: number) =>
      call('/password/forgot', { email: 'kavita.iyer@example.com', ...decoy(n) }, '198.51.100.11');
    for (let n = 0; n < SMALL.resetCode.perAccount; n += 1) {
      expect((await forgot(n)).statusCode).toBe(200);
    }
    expectLimited(await forgot(99));
    const reset = (n: number) =>
      call(
        '/password/reset',
        {
          email: 'kavita.iyer@example.com',
          otp: '000000',
          password: 'fresh-pass',
          password_confirmation: 'fresh-pass',
          ...decoy(n),
        },
        '198.51.100.12',
      );
    for (let n = 0; n < SMALL.resetAttempt.perAccount; n += 1) {
      expect((await reset(n)).statusCode).toBe(422);
    }
    expectLimited(await reset(99));
    log.mockRestore();
  });

  it('login: a top-level email beside nested credentials is not the account counted', async () => {
    // The handler reads the nested `user` credentials when present; so does the limit.
    const nested = (n: number) =>
      call(
        '/login',
        {
          email: `decoy-${n}@example.test`,
          user: { email: 'vikram.singh@example.com', password: 'x' },
        },
        '198.51.100.13',
      );
    for (let n = 0; n < SMALL.login.perAccount; n += 1) {
      expect((await nested(n)).statusCode).toBe(401);
    }
    expectLimited(await nested(99));
  });

  it('registration: one address is limited (each sign-up costs an scrypt)', async () => {
    const register = (n: number) =>
      call('/users', { user: { email: `new-${n}@example.com` } }, '198.51.100.6');
    expect((await register(1)).statusCode).toBe(422);
    expect((await register(2)).statusCode).toBe(422);
    expectLimited(await register(3));
  });

  it('the window is short: a limited account may try again once it has passed', async () => {
    // Limited here by its own tries (an address no other test uses), not the first test's.
    for (let i = 0; i < SMALL.login.perAccount; i += 1) {
      await login('member@example.com', '198.51.100.10');
    }
    const limited = await login('member@example.com', '198.51.100.10');
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(SMALL.windowMs / 1000);
  });
});

/**
 * Behind a reverse proxy every request comes from the proxy's address. Trusting it (TRUST_PROXY,
 * Fastify's trustProxy) gives each caller named in X-Forwarded-For a bucket of their own; not
 * trusting it makes the limit per address one bucket for everyone.
 */
describe('rate limits behind a reverse proxy', () => {
  let proxiedServer: BuiltServer;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxiedServer = await buildTestServer({
      seed: false,
      rateLimits: SMALL,
      trustProxy: '127.0.0.1',
    });
    proxied = proxiedServer.app;
  }, BOOT_TIMEOUT);
  afterAll(() => proxiedServer.close());

  const viaProxy = (app: FastifyInstance, email: string, caller: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': caller },
    });
  const callers = Array.from(
    { length: SMALL.login.perAddress + 2 },
    (_, n) => `203.0.113.${n + 1}`,
  );

  it('with trustProxy, callers behind the proxy are limited one by one', async () => {
    for (const caller of callers) {
      expect((await viaProxy(proxied, 'member@example.com', caller)).statusCode).toBe(401);
    }
    for (let i = 0; i < SMALL.login.perAccount - 1; i += 1) {
      expect((await viaProxy(proxied, 'member@example.com', callers[0]!)).statusCode).toBe(401);
    }
    expectLimited(await viaProxy(proxied, 'member@example.com', callers[0]!));
    expect((await viaProxy(proxied, 'member@example.com', callers[1]!)).statusCode).toBe(401);
  });

  it('without it, everyone behind the proxy shares one bucket (why TRUST_PROXY matters)', async () => {
    const answers = [];
    for (const [n, caller] of callers.entries()) {
      answers.push(await viaProxy(app, `someone-${n}@example.com`, caller));
    }
    expectLimited(answers[SMALL.login.perAddress]!);
  });
});
