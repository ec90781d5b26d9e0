import fc from 'fast-check';
import type { Caller, Field, Place, RouteFields } from './fuzz-fields';
import {
  RAW_URL_PIECES,
  RawUrlPiece,
  hostileCharacter,
  hostileValue,
  idempotencyKey,
  oddAuthorization,
  oddHost,
  sweepValues,
  withInside,
} from './fuzz-hostile';

/**
 * One request of the fuzz, as plain data (so fast-check can print and shrink it): a route's
 * fields after the hostile changes, how the body is encoded, who sends it, and how many copies
 * go at once (parallel sign-ups with one email once got a 500 from the unique index).
 */
export interface FuzzCase {
  caller: Caller;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The JSON body, or the multipart form's fields; undefined for GET and DELETE. */
  body: Record<string, unknown> | undefined;
  encoding: 'json' | 'multipart' | 'none';
  damage: MultipartDamage;
  file: FileChoice;
  headers: OddHeaders;
  copies: number;
}

export const MULTIPART_DAMAGES = [
  'bad-boundary',
  'no-boundary',
  'truncated',
  'no-closing',
  'repeated-field',
  'file-for-field',
  'two-files',
  'nameless-part',
  'nul-in-name',
  'too-many-fields',
  'huge-field',
  'lf-only',
] as const;
export type MultipartDamage = 'none' | (typeof MULTIPART_DAMAGES)[number];
export type FileChoice = 'none' | 'png' | 'not-an-image' | 'empty' | 'svg' | 'over-5mb';

export interface OddHeaders {
  idempotencyKey?: string;
  /** Replaces `Bearer <token>`; `{token}` stands for the caller's token. */
  authorization?: string;
  host?: string;
  contentType?: string;
}

/** The request's field values, by where they go. */
type Parts = Record<Place, Record<string, unknown>>;

type Change =
  | { set: Field; to: unknown }
  | { insert: string; into: Field; at: number }
  | { drop: Field }
  | { add: string; place: Place; to: unknown }
  | { nestBecomes: unknown };

const WITHOUT_BODY = new Set(['GET', 'DELETE']);
/** GET and DELETE send no body, except a DELETE that reads one (RouteFields.deleteWithBody). */
const withoutBody = (method: string, spec: RouteFields) =>
  WITHOUT_BODY.has(method) && !(method === 'DELETE' && spec.deleteWithBody === true);

/** Sets a key as an own property, even `__proto__` (plain assignment would set the prototype). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function assemble(
  method: string,
  spec: RouteFields,
  valid: unknown[],
  changes: Change[],
): Pick<FuzzCase, 'path' | 'query' | 'body'> {
  const parts: Parts = { path: {}, query: {}, nested: {}, top: {} };
  spec.fields.forEach((f, i) => {
    if (valid[i] !== undefined) put(parts[f.place], f.name, valid[i]);
  });
  let nest: unknown = parts.nested;
  for (const change of changes) {
    if ('set' in change) put(parts[change.set.place], change.set.name, change.to);
    else if ('insert' in change) {
      const { name, place } = change.into;
      put(parts[place], name, withInside(parts[place][name], change.insert, change.at));
    } else if ('drop' in change) delete parts[change.drop.place][change.drop.name];
    else if ('add' in change) put(parts[change.place], change.add, change.to);
    else nest = change.nestBecomes;
  }
  const body = { ...parts.top };
  if (spec.nest) put(body, spec.nest, nest === parts.nested ? { ...parts.nested } : nest);
  return {
    path: parts.path,
    query: parts.query,
    body: withoutBody(method, spec) ? undefined : body,
  };
}

/** Path and query values also get percent escapes that decode to nothing valid. */
function hostileFor(f: Field): fc.Arbitrary<unknown> {
  if (f.place !== 'path' && f.place !== 'query') return hostileValue(f.kind);
  return fc.oneof(
    { arbitrary: hostileValue(f.kind), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((raw) => new RawUrlPiece(raw)), weight: 1 },
  );
}

/** Keys no handler reads, some of which would bite a careless one. */
const EXTRA_KEY = fc.constantFrom(
  '__proto__',
  'constructor',
  'role',
  'id',
  'user',
  '',
  'nul\u0000',
);

function changeOf(method: string, spec: RouteFields): fc.Arbitrary<Change> {
  const places: Place[] = withoutBody(method, spec) ? ['query'] : ['query', 'top'];
  if (spec.nest && !withoutBody(method, spec)) places.push('nested');
  const add = fc
    .tuple(EXTRA_KEY, fc.constantFrom(...places), hostileValue('text'))
    .map(([key, place, to]): Change => ({ add: key, place, to }));
  const options: Array<fc.WeightedArbitrary<Change>> = [{ arbitrary: add, weight: 1 }];
  if (spec.fields.length > 0) {
    const set = fc.oneof(
      ...spec.fields.map((f) => hostileFor(f).map((to): Change => ({ set: f, to }))),
    );
    options.push({ arbitrary: set, weight: 5 });
    // Inside a valid value, a control character gets past format checks to the database.
    const insert = fc
      .tuple(
        hostileCharacter,
        fc.constantFrom(...spec.fields),
        fc.double({ min: 0, max: 1, noNaN: true }),
      )
      .map(([char, into, at]): Change => ({ insert: char, into, at }));
    options.push({ arbitrary: insert, weight: 3 });
    const drop = fc.constantFrom(...spec.fields).map((f): Change => ({ drop: f }));
    options.push({ arbitrary: drop, weight: 1 });
  }
  if (spec.nest && !withoutBody(method, spec)) {
    const nestBecomes = hostileValue('text').map((to): Change => ({ nestBecomes: to }));
    options.push({ arbitrary: nestBecomes, weight: 1 });
  }
  return fc.oneof(...options);
}

/** Mostly undefined: an odd header now and then, not on every request. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary, weight: 1 });

const oddHeaders: fc.Arbitrary<OddHeaders> = fc.record(
  {
    idempotencyKey,
    authorization: rarely(oddAuthorization),
    host: rarely(oddHost),
    contentType: rarely(
      fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/json;;',
        'application/json, text/plain',
        'application/merge-patch+json',
      ),
    ),
  },
  { requiredKeys: [] },
);

const callers = fc.constantFrom<Caller>('none', 'member', 'admin');

/** Mostly valid bodies of the route's own fields, with a few of them spoiled. */
export function fuzzCase(method: string, spec: RouteFields): fc.Arbitrary<FuzzCase> {
  const hasBody = !withoutBody(method, spec);
  const encoding = !hasBody
    ? fc.constant('none' as const)
    : spec.multipartFile
      ? fc.constantFrom('json' as const, 'multipart' as const)
      : fc.oneof(
          { arbitrary: fc.constant('json' as const), weight: 9 },
          { arbitrary: fc.constant('multipart' as const), weight: 1 },
        );
  return fc
    .record({
      caller: callers,
      valid: fc.tuple(...spec.fields.map((f) => f.valid)),
      // Now and then none at all: a valid request, for the odd headers and the bursts.
      changes: fc.oneof(
        { arbitrary: fc.constant<Change[]>([]), weight: 1 },
        { arbitrary: fc.array(changeOf(method, spec), { minLength: 1, maxLength: 3 }), weight: 5 },
      ),
      encoding,
      damage: fc.oneof(
        { arbitrary: fc.constant('none' as const), weight: MULTIPART_DAMAGES.length },
        { arbitrary: fc.constantFrom(...MULTIPART_DAMAGES), weight: MULTIPART_DAMAGES.length },
      ),
      file: spec.multipartFile
        ? fc.constantFrom<FileChoice>('none', 'png', 'not-an-image', 'empty', 'svg', 'over-5mb')
        : fc.constant<FileChoice>('none'),
      headers: oddHeaders,
      // Mostly one; constantFrom shrinks toward its first value.
      copies: fc.constantFrom(1, 1, 1, 1, 1, 1, 1, 1, 2, 3),
    })
    .map(({ valid, changes, encoding, damage, ...rest }) => ({
      ...rest,
      ...assemble(method, spec, valid, changes),
      encoding,
      damage: encoding === 'multipart' ? damage : 'none',
    }));
}

const plainCase = (caller: Caller, encoding: FuzzCase['encoding']) => ({
  caller,
  encoding,
  damage: 'none' as const,
  file: 'none' as const,
  headers: {},
  copies: 1,
});

/**
 * Not left to chance, on every run: each field alone spoiled with each of its sweep values, in
 * an otherwise valid body sent by whoever gets past the route's sign-in; and the valid body
 * sent three times at once by each caller. `nextValid` gives one valid value per field, fresh
 * each call.
 */
export function sweepCases(
  method: string,
  spec: RouteFields,
  nextValid: () => unknown[],
): FuzzCase[] {
  const encodings: Array<FuzzCase['encoding']> = withoutBody(method, spec)
    ? ['none']
    : spec.multipartFile
      ? ['json', 'multipart']
      : ['json'];
  const cases: FuzzCase[] = [];
  for (const f of spec.fields) {
    for (const spoil of sweepValues(f.kind)) {
      for (const encoding of encodings) {
        const valid = nextValid();
        const to = spoil(valid[spec.fields.indexOf(f)]);
        cases.push({
          ...plainCase(spec.reachedBy, encoding),
          ...assemble(method, spec, valid, [{ set: f, to }]),
        });
      }
    }
  }
  for (const caller of ['none', 'member', 'admin'] as const) {
    cases.push({
      ...plainCase(caller, encodings[0]!),
      ...assemble(method, spec, nextValid(), []),
      copies: 3,
    });
  }
  return cases;
}
