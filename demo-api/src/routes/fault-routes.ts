import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { bearerTokenOf, requireUser } from '../lib/auth';
import { assertThisMachine } from '../lib/dev-guard';
import { HttpError } from '../lib/http-errors';
import { asObject, str } from '../lib/validate';

/**
 * The fault switch: a test-only control that makes chosen calls under /api/v1 (reads by default,
 * writes when asked) fail in a chosen way, so end-to-end tests can break the server for real
 * (through the service worker and the outbox) instead of intercepting requests in the browser. It
 * exists only when the server is built with `faults: true` (main.ts sets that from
 * DEMO_API_FAULTS=on, which only the Playwright webServer sets) and never when NODE_ENV is
 * production, and only while the server listens on this machine (lib/dev-guard.ts); like the
 * outbox it answers only the machine itself, never through a proxy.
 *
 * A fault may be scoped to one member (`member`: the account's email, matched against the account
 * the request's bearer token signs in) or to one sign-in (`token`: that bearer token), so tests
 * running side by side against one server each break only their own member's calls. An unscoped
 * fault breaks the call for every caller, as before scopes existed.
 */
export const FAULT_MODES = [
  'json-500',
  'json-503',
  'html-502',
  'invalid-json',
  'number',
  'string',
  'data-string',
  'stall',
  'body',
  'drop',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type FaultMethod = (typeof FAULT_METHODS)[number];

export interface Fault {
  /** Default GET, so callers from before write faults existed keep breaking reads only. */
  method: FaultMethod;
  path: string;
  mode: FaultMode;
  /** stall: how long the answer is held before the real route answers (default 20 s). */
  delayMs: number;
  /** body: the JSON sent instead of the real answer (shapes, seeded odd data, an error's message). */
  body?: unknown;
  /** body: its HTTP status, 200 unless given (a 500 with the server's own message, say). */
  status: number;
  /**
   * How many more matching requests it answers before it removes itself, so a test can fail a
   * write twice and watch the retry land; absent, it stays until cleared.
   */
  times?: number;
  /** Only requests signed in as this account (its email, lower case); absent, any caller. */
  member?: string;
  /** Only requests carrying this bearer token; absent, any caller. */
  token?: string;
}

export const DEFAULT_STALL_MS = 20_000;

const PROXY_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>' +
  '<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Path without query string, e.g. '/api/v1/online_sessions'. */
const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Faults are looked up by method and path first: a read and a write fault on one path coexist. */
const callOf = (method: string, path: string) => `${method} ${path}`;

/** Then by scope: one fault per method, path and scope, so two members' faults coexist too. */
const ANYONE = '*';
const scopeOf = (fault: Pick<Fault, 'member' | 'token'>) =>
  fault.token !== undefined
    ? `token ${fault.token}`
    : fault.member !== undefined
      ? `member ${fault.member}`
      : ANYONE;

/**
 * A JSON number, not a numeric string: a mistyped count must fail the test that sets it, rather
 * than leave a fault that never runs out.
 */
function timesOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new HttpError(422, 'times must be a positive integer');
  }
  return value;
}

function parseFault(input: unknown): Fault {
  const record = asObject(input);
  const path = str(record.path);
  const mode = str(record.mode) as FaultMode;
  const method = str(record.method ?? 'GET') as FaultMethod;
  if (!path.startsWith('/api/v1/')) throw new HttpError(422, 'path must start with /api/v1/');
  if (!FAULT_METHODS.includes(method)) {
    throw new HttpError(422, `method must be one of ${FAULT_METHODS.join(', ')}`);
  }
  if (!FAULT_MODES.includes(mode)) {
    throw new HttpError(422, `mode must be one of ${FAULT_MODES.join(', ')}`);
  }
  const delay = Number(record.delay_ms ?? DEFAULT_STALL_MS);
  if (!Number.isFinite(delay) || delay < 0 || delay > 120_000) {
    throw new HttpError(422, 'delay_ms must be between 0 and 120000');
  }
  const times = timesOf(record.times);
  if (mode === 'body' && !('body' in record)) throw new HttpError(422, 'body mode needs a body');
  const status = Number(record.status ?? 200);
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    throw new HttpError(422, 'status must be an HTTP status from 200 to 599');
  }
  return {
    method,
    path,
    mode,
    delayMs: delay,
    body: record.body,
    status,
    ...(times !== undefined ? { times } : {}),
    ...scopeFields(record),
  };
}

/**
 * The scope of a fault, or of a clearing: at most one of `member` (an email) and `token`, each a
 * non-empty string when given. A typo must fail the test that sets it, not widen the fault to
 * every caller.
 */
function scopeFields(record: Record<string, unknown>): Pick<Fault, 'member' | 'token'> {
  const given = (name: 'member' | 'token') => {
    const value = record[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(422, `${name} must be a non-empty string`);
    }
    return value.trim();
  };
  const member = given('member')?.toLowerCase();
  const token = given('token');
  if (member !== undefined && token !== undefined) {
    throw new HttpError(422, 'a fault is scoped to a member or to a token, not both');
  }
  if (member !== undefined) return { member };
  if (token !== undefined) return { token };
  return {};
}

/** Sends the fault's answer; false when the real route should answer after all (a stall). */
async function answer(fault: Fault, reply: FastifyReply): Promise<boolean> {
  const json = (status: number, payload: string) => {
    reply.code(status).header('content-type', 'application/json; charset=utf-8').send(payload);
    return true;
  };
  switch (fault.mode) {
    case 'json-500':
      return json(500, JSON.stringify({ message: 'Internal server error' }));
    case 'json-503':
      // What an overloaded or restarting backend says: the client may retry after a second.
      reply.header('retry-after', '1');
      return json(503, JSON.stringify({ message: 'Service unavailable' }));
    case 'html-502':
      reply.code(502).header('content-type', 'text/html; charset=utf-8').send(PROXY_PAGE);
      return true;
    case 'invalid-json':
      return json(200, '{"data": [ {"id": 1, "topic": "cut off');
    case 'number':
      return json(200, '42');
    case 'string':
      return json(200, JSON.stringify('x'));
    case 'data-string':
      return json(200, JSON.stringify({ data: 'x' }));
    case 'body':
      return json(fault.status, JSON.stringify(fault.body));
    case 'drop':
      // The connection is cut before any answer and the route never runs: the server never
      // saw the request, the client sees a network error (an "unclear" failure).
      reply.hijack();
      reply.raw.destroy();
      return true;
    case 'stall':
      // Held, then the real route answers (if the client is still waiting).
      await sleep(fault.delayMs);
      return false;
  }
}

/**
 * The fault of this call meant for this request: the one for its token first, then the one for
 * the member its token signs in, then the one for anyone. The member is looked up only when a
 * member's fault exists for the call, so unscoped faults cost no database read.
 */
async function faultFor(
  ctx: AppContext,
  request: FastifyRequest,
  scopes: Map<string, Fault>,
): Promise<[string, Fault] | undefined> {
  const token = bearerTokenOf(request);
  const pick = (scope: string) => {
    const fault = scopes.get(scope);
    return fault ? ([scope, fault] as [string, Fault]) : undefined;
  };
  const forToken = token !== undefined ? pick(scopeOf({ token })) : undefined;
  if (forToken) return forToken;
  if (token !== undefined && [...scopes.values()].some((fault) => fault.member !== undefined)) {
    // An unknown or expired token belongs to no member: only an unscoped fault may answer it.
    const user = await requireUser(ctx, request).catch(() => undefined);
    const forMember = user ? pick(scopeOf({ member: user.email.toLowerCase() })) : undefined;
    if (forMember) return forMember;
  }
  return pick(ANYONE);
}

export function registerFaultRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** By call (method and path), then by scope. */
  const faults = new Map<string, Map<string, Fault>>();
  const onlyLocal = assertThisMachine;
  const all = () => [...faults.values()].flatMap((scopes) => [...scopes.values()]);

  app.get('/api/dev/faults', async (request) => {
    onlyLocal(request);
    return { data: all() };
  });
  /**
   * { path: '/api/v1/user_meetings', mode: 'html-502', method?, times?, delay_ms?, body?,
   * member? | token? }; one fault per method, path and scope, a new one replaces the old.
   */
  app.post('/api/dev/faults', { bodyLimit: 20 * 1024 * 1024 }, async (request, reply) => {
    onlyLocal(request);
    const fault = parseFault(request.body);
    const call = callOf(fault.method, fault.path);
    const scopes = faults.get(call) ?? new Map<string, Fault>();
    scopes.set(scopeOf(fault), fault);
    faults.set(call, scopes);
    return reply.code(201).send(fault);
  });
  /** Without a query every fault goes; with `?member=` or `?token=` only that scope's faults. */
  app.delete('/api/dev/faults', async (request, reply) => {
    onlyLocal(request);
    const scope = scopeFields(asObject(request.query));
    if (scope.member === undefined && scope.token === undefined) faults.clear();
    else {
      for (const [call, scopes] of faults) {
        scopes.delete(scopeOf(scope));
        if (scopes.size === 0) faults.delete(call);
      }
    }
    return reply.code(204).send();
  });

  // onRequest, before the /api/v1 scope's Idempotency-Key hook: a faulted write is never stored
  // under its key, so the client's retry with the same key reaches the real route.
  app.addHook('onRequest', async (request, reply) => {
    if (faults.size === 0) return;
    const call = callOf(request.method, pathOf(request.url));
    const scopes = faults.get(call);
    if (!scopes) return;
    const found = await faultFor(ctx, request, scopes);
    if (!found) return;
    const [scope, fault] = found;
    // Counted before any stall, so requests arriving together use up the count exactly once each.
    if (fault.times !== undefined && --fault.times === 0) {
      scopes.delete(scope);
      if (scopes.size === 0) faults.delete(call);
    }
    const answered = await answer(fault, reply);
    if (answered) return reply;
  });
}
