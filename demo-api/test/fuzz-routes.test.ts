// @vitest-environment node
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';
import { fuzzCase, sweepCases, type FuzzCase } from './fuzz-cases';
import { FIELDLESS_ROUTES, ROUTE_FIELDS, routeKey, type RouteFields } from './fuzz-fields';
import { requestOf } from './fuzz-request';
import { failureText, problemWith } from './fuzz-verdict';
import { BOOT_TIMEOUT, buildTestServer, login, type BuiltServer } from './helpers';

/**
 * Random input to every route the server registers (the table comes from the server itself):
 * never a 5xx, and every 4xx says why in JSON. First whole random bodies; then bodies made of
 * each route's own fields (fuzz-fields.ts), valid but for a few spoiled ones, so that a NUL or a
 * year past 9999 gets past the other checks to the database.
 *
 * Size: FUZZ_RUNS random cases of each kind (400 by default, 10,000 with DEEP=1, as
 * `npm run test:deep` runs it). FUZZ_SEED replays a run (its seed is printed on failure);
 * FUZZ_ROUTE='POST /api/v1/users' limits the fuzz of fields to that route.
 */
const DEEP = process.env.DEEP === '1';
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? (DEEP ? 10_000 : 400));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY_ROUTE = process.env.FUZZ_ROUTE;
const REPLAY = `Replay: FUZZ_SEED=${SEED} npx vitest run --project node demo-api/test/fuzz-routes.test.ts`;
const FUZZ_TIMEOUT = DEEP ? 3_600_000 : 120_000;

type Caller = FuzzCase['caller'];
const routes: Array<{ method: string; url: string }> = [];
let server: BuiltServer;
let app: FastifyInstance;
let tokens: Record<Exclude<Caller, 'none'>, string>;
/** What the server's error handler logged for a 500, so a failure can say what broke. */
const serverErrors: unknown[] = [];
let restoreLog = () => {};

beforeAll(async () => {
  server = await buildTestServer({
    seed: true,
    rateLimits: RELAXED_RATE_LIMITS,
    devOutbox: true,
    faults: true,
    // Push on, so its routes are fuzzed too; what it would send goes nowhere.
    push: { intervalMs: 0, transport: async () => ({ statusCode: 201 }), log: () => {} },
    onRoute: ({ method, url }) => {
      // HEAD mirrors GET.
      for (const one of [method].flat()) if (one !== 'HEAD') routes.push({ method: one, url });
    },
  });
  app = server.app;
  // With its logger off, Fastify gives every request the one no-op logger, app.log (its child()
  // is itself): its error() is where the error handler puts what broke a 500.
  const log = app.log as unknown as { error: (...args: unknown[]) => void };
  const original = log.error;
  log.error = (error) => void serverErrors.push(error);
  restoreLog = () => (log.error = original);
  const member = await login(app, 'member@example.com');
  const admin = await login(app, 'admin@example.com');
  tokens = { member: member.token, admin: admin.token };
}, BOOT_TIMEOUT);
afterAll(async () => {
  restoreLog();
  await server.close();
});

/** The caller's bearer token: a fresh sign-in for a route that ends the one it is sent with. */
async function tokenOf(caller: Caller, spec: RouteFields): Promise<string | undefined> {
  if (caller === 'none') return undefined;
  if (spec.endsSignIn) return (await login(app, `${caller}@example.com`)).token;
  return tokens[caller];
}

/** A fault set by a case must not break the cases after it. */
async function clearFaultsAfter(url: string): Promise<void> {
  if (url.startsWith('/api/dev/faults'))
    await app.inject({ method: 'DELETE', url: '/api/dev/faults' });
}

/** Sends the case (its copies at once) and throws a readable failure for a bad answer. */
async function send(method: string, url: string, spec: RouteFields, fuzz: FuzzCase) {
  serverErrors.length = 0;
  const token = await tokenOf(fuzz.caller, spec);
  const request = requestOf(method, url, fuzz, token, spec.multipartFile);
  const answers = await Promise.all(Array.from({ length: fuzz.copies }, () => app.inject(request)));
  await clearFaultsAfter(url);
  const sameKeyAtOnce = fuzz.copies > 1 && (fuzz.headers.idempotencyKey ?? '').trim() !== '';
  for (const res of answers) {
    const problem = problemWith(res, sameKeyAtOnce);
    if (problem !== undefined)
      throw new Error(failureText(request, fuzz, res, problem, serverErrors));
  }
}

const fuzzedRoutes = () =>
  routes
    .map((route, index) => ({ ...route, index, key: routeKey(route.method, route.url) }))
    .filter((route) => ONLY_ROUTE === undefined || route.key === ONLY_ROUTE);
const fieldsOf = (key: string): RouteFields =>
  ROUTE_FIELDS[key] ?? { fields: [], reachedBy: 'member' };

function failWith(failures: string[], what: string): void {
  if (failures.length === 0) return;
  throw new Error(`${failures.length} ${what}. ${REPLAY}\n\n${failures.join('\n\n')}`);
}

const pathValue = fc.constantFrom('1', '2', '999999', 'abc', '-1', '%00', '1.5');
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(''),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  undefined,
);
const who = fc.constantFrom<Caller>('none', 'member', 'admin');

describe('every route, random input', () => {
  it('knows the API routes', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/referrals' });
  });

  it(
    'never answers 5xx, and every 4xx carries a JSON message',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          pathValue,
          body,
          contentType,
          who,
          async (route, id, payload, type, caller) => {
            const url = route.url.replace(/:[^/]+/g, id).replace('*', 'x');
            const token = await tokenOf(caller, fieldsOf(routeKey(route.method, route.url)));
            const auth = token === undefined ? {} : { authorization: `Bearer ${token}` };
            const res = await app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
            });
            await clearFaultsAfter(url);
            expect(res.statusCode, `${route.method} ${url} ${type}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(typeof res.json<{ message?: unknown }>().message).toBe('string');
            }
          },
        ),
        { numRuns: RANDOM_RUNS, seed: SEED },
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('every route, its own fields spoiled (fuzz-fields.ts)', () => {
  it('has the fields of every route, so that none goes unfuzzed', () => {
    const known = new Set([...Object.keys(ROUTE_FIELDS), ...FIELDLESS_ROUTES]);
    const missing = routes
      .map(({ method, url }) => routeKey(method, url))
      .filter((key) => !known.has(key));
    expect(missing, 'add their fields to ROUTE_FIELDS, or list them in FIELDLESS_ROUTES').toEqual(
      [],
    );
  });

  it(
    'takes each field spoiled alone, and the valid body sent thrice at once',
    async () => {
      const failures: string[] = [];
      for (const route of fuzzedRoutes()) {
        const spec = fieldsOf(route.key);
        const valid = fc.tuple(...spec.fields.map((f) => f.valid));
        let sample = 0;
        // A fresh valid body per case: a sign-up's email must not be taken yet.
        const nextValid = () =>
          fc.sample(valid, { seed: SEED + route.index * 1000 + sample++, numRuns: 1 })[0]!;
        for (const fuzz of sweepCases(route.method, spec, nextValid)) {
          await send(route.method, route.url, spec, fuzz).catch((error: Error) =>
            failures.push(error.message),
          );
        }
      }
      failWith(failures, 'cases of the sweep failed');
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers mostly valid bodies, odd headers, broken forms: never a 5xx',
    async () => {
      const failures: string[] = [];
      const routesToFuzz = fuzzedRoutes();
      const runsPerRoute = Math.ceil(RANDOM_RUNS / routesToFuzz.length);
      for (const route of routesToFuzz) {
        const spec = fieldsOf(route.key);
        const property = fc.asyncProperty(fuzzCase(route.method, spec), (fuzz) =>
          send(route.method, route.url, spec, fuzz),
        );
        const details = await fc.check(property, {
          seed: SEED + route.index,
          numRuns: runsPerRoute,
        });
        if (!details.failed) continue;
        const error = details.errorInstance as Error;
        failures.push(
          `${error.message}\n  (fast-check: seed ${details.seed}, path "${details.counterexamplePath}", ${details.numShrinks} shrinks)`,
        );
      }
      failWith(failures, 'routes failed');
    },
    FUZZ_TIMEOUT,
  );

  it('still answers afterwards', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/online_sessions',
      headers: { authorization: `Bearer ${tokens.member}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
