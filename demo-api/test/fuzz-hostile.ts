import fc from 'fast-check';

/**
 * Values that break servers, by the kind of field they are sent in. The fuzz (fuzz-fields.ts)
 * puts them into otherwise valid bodies, so that they get past the first validation and reach
 * the database, where NUL, years past 9999 and numbers past int4 turn into 500s.
 */
export type FieldKind = 'text' | 'email' | 'password' | 'date' | 'id' | 'count' | 'enum' | 'url';

/** A JSON number literal written as is (1e400, -0): JSON.stringify cannot write these. */
export class RawJsonNumber {
  constructor(readonly text: string) {}
}

/** A piece of a URL sent exactly as written: broken percent escapes, overlong UTF-8. */
export class RawUrlPiece {
  constructor(readonly text: string) {}
}

/** C0 (with NUL, which PostgreSQL refuses in text), DEL and C1 controls. */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u009f',
];
const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b', '\udbff\u0041'];
/** Invisible or direction-changing characters, and line separators that break JavaScript code. */
const ODD_UNICODE = ['\ufeff', '\u200b', '\u202e', '\u2028', '\u2029', '\uffff', '😀'];

/** ±8.64e15 ms is where a JavaScript Date ends (years 275760 and -271821). */
const DATE_LIMIT = 8.64e15;
export const EDGE_DATES: unknown[] = [
  DATE_LIMIT,
  DATE_LIMIT + 1,
  -DATE_LIMIT,
  -DATE_LIMIT - 1,
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00.000Z',
  '-271821-04-19T23:59:59.999Z',
  '10000-01-01T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59.999Z',
  '2026-02-30T00:00:00Z',
  '2026-03-10T25:00:00Z',
  -1,
  1e308,
  -0,
  0.5,
  'Infinity',
  'now',
  new RawJsonNumber('1e400'),
  new RawJsonNumber('-1e400'),
];

export const HUGE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  -0,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  1e21,
  1.5,
  -1,
  0,
  new RawJsonNumber('1e400'),
  new RawJsonNumber('-0.0'),
  new RawJsonNumber('123456789012345678901234567890'),
];

/** Numbers as text: ids and counts are read from strings too (path, query, multipart). */
const NUMERIC_TEXT = [
  '999999999',
  '1000000000',
  '2147483648',
  '9007199254740993',
  '1e3',
  '0x10',
  '01',
  ' 1 ',
  '-0',
  '1.0',
  '١٢',
  '',
];

const EDGE_EMAILS = [
  'MEMBER@EXAMPLE.COM',
  '  member@example.com  ',
  'a@b',
  '"quoted"@example.com',
  'é@exämple.com',
  `${'x'.repeat(5_000)}@example.com`,
  'member@example.com\n',
];

const EDGE_URLS = [
  'javascript:alert(1)',
  'http://',
  'https://[::1',
  'https://exa mple.com',
  `https://example.com/${'a'.repeat(10_000)}`,
  'HTTPS://EXAMPLE.COM',
  'data:text/html,<b>x</b>',
];

const EDGE_ENUMS = ['PENDING', ' done ', 'In Process', 'in  process', 'pending\u0000', 'ONLINE'];

/** NUL above all: PostgreSQL refuses it in text, which made the 500s this fuzz was written for. */
export const hostileCharacter = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 2 },
  { arbitrary: fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES), weight: 1 },
);

/** A plausible text with a control character somewhere inside. */
export const textWithControl = fc
  .tuple(fc.string({ maxLength: 8 }), hostileCharacter, fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/**
 * A valid value with a character put in its middle, so that it still passes the format checks
 * (an email stays an email) and reaches the database.
 */
export function withInside(valid: unknown, char: string, at = 0.5): string {
  const text = typeof valid === 'string' ? valid : jsonish(valid);
  const cut = Math.round(text.length * at);
  return `${text.slice(0, cut)}${char}${text.slice(cut)}`;
}
const jsonish = (value: unknown) =>
  typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');

const oddText = fc.oneof(
  textWithControl,
  fc.constantFrom(...LONE_SURROGATES, ...ODD_UNICODE),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom("' OR 1=1 --", '%', '\\', '$1', '{{x}}', '<script>x</script>', ' ', ''),
);

/** Under and over the 1 MB body limit and the 100 kB multipart field limit. */
const longText = fc.constantFrom(2_000, 100_001, 1_100_000).map((n) => 'x'.repeat(n));

const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [''], [1, 2], { a: 1 }, [[[]]]),
  fc.jsonValue({ maxDepth: 2 }),
);

const byKind: Record<FieldKind, unknown[]> = {
  text: [],
  password: [' ', '12345', 'é'.repeat(200)],
  email: EDGE_EMAILS,
  date: EDGE_DATES,
  id: [...HUGE_NUMBERS, ...NUMERIC_TEXT],
  count: [...HUGE_NUMBERS, ...NUMERIC_TEXT],
  enum: EDGE_ENUMS,
  url: EDGE_URLS,
};

/** A hostile value for a field of this kind: mostly its own edge cases, else anything odd. */
export function hostileValue(kind: FieldKind): fc.Arbitrary<unknown> {
  const own = byKind[kind];
  return fc.oneof(
    ...(own.length > 0 ? [{ arbitrary: fc.constantFrom(...own), weight: 4 }] : []),
    { arbitrary: oddText, weight: 4 },
    { arbitrary: wrongType, weight: 2 },
    { arbitrary: fc.constantFrom(...HUGE_NUMBERS), weight: 1 },
    { arbitrary: longText, weight: 1 },
  );
}

/** URL-only trouble: percent escapes that decode to nothing valid, or to NUL. */
export const RAW_URL_PIECES = ['%', '%zz', '%00', '%C0%80', '%ED%A0%80', '%FF', '%2F..%2F', '%25'];

/**
 * The sweep: every field of every route gets each of these alone, in an otherwise valid body,
 * on every run (not left to chance): its valid value with NUL, a C1 control or a lone surrogate
 * inside; wrong types; and the kind's worst values.
 */
export function sweepValues(kind: FieldKind): Array<(valid: unknown) => unknown> {
  const worst: Partial<Record<FieldKind, unknown[]>> = {
    date: [
      DATE_LIMIT + 1,
      -DATE_LIMIT - 1,
      DATE_LIMIT,
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      1e308,
      new RawJsonNumber('1e400'),
    ],
    id: [1e308, 2 ** 53 + 1, '2147483648', -1],
    count: [1e308, 2 ** 53 + 1, '2147483648', -1],
  };
  return [
    (valid) => withInside(valid, '\u0000'),
    (valid) => withInside(valid, '\u0085'),
    (valid) => withInside(valid, '\ud800'),
    () => ['array'],
    () => ({ object: 1 }),
    ...(worst[kind] ?? []).map((value) => () => value),
  ];
}

/** Idempotency-Key: none mostly; else fresh, reused (replay or 422), huge, or with controls. */
export const idempotencyKey = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: fc.uuid(), weight: 2 },
  { arbitrary: fc.constant('fuzz-reused-key'), weight: 1 },
  { arbitrary: fc.constant('k'.repeat(20_000)), weight: 1 },
  { arbitrary: textWithControl, weight: 1 },
  { arbitrary: fc.constantFrom(' ', '\u00ff\u00fe', 'é'), weight: 1 },
);

/** Authorization that is not a plain `Bearer <token>`; `{token}` stands for the caller's. */
export const oddAuthorization = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'bearer {token}',
  'Bearer {token} {token}',
  'Bearer\t{token}',
  'Basic bWVtYmVyQGV4YW1wbGUuY29tOmRlbW8xMjM0',
  'Bearer {token}\u0000',
  `Bearer ${'a'.repeat(20_000)}`,
  'Bearer \u0000',
  'Bearer é',
);

/** Host decides the absolute image URLs the API hands out. */
export const oddHost = fc.constantFrom('', 'h'.repeat(5_000), '[::1', 'example.com:99999', 'a b');
