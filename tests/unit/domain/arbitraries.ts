import fc from 'fast-check';

/** Field names the normalisers look at, so generated objects actually hit their branches. */
const FIELD_NAMES = [
  'id',
  'user_id',
  'session_id',
  'meeting_id',
  'online_session_id',
  'online_session',
  'data',
  'items',
  'total',
  'count',
  'meta',
  'pagination',
  'user',
  'referred_by',
  'referred_by_user',
  'referred_to',
  'referred_to_user',
  'referred_to_id',
  'fullname',
  'name',
  'email',
  'role',
  'is_admin',
  'admin',
  'company',
  'company_name',
  'years_of_experience',
  'profile_image_url',
  'profile_image',
  'avatar_url',
  'avatar',
  'url',
  'secure_url',
  'path',
  'token',
  'auth_token',
  'jwt',
  'access_token',
  'mode',
  'link',
  'date',
  'starts_at',
  'start_time',
  'scheduled_at',
  'created_at',
  'status',
  'attended',
  'attendance_status',
  'total_sessions',
  'total_meetings',
  'present_count',
  'absent_count',
  'attended_sessions',
  'attended_meetings',
  'errors',
  'message',
  'toString',
  'valueOf',
  'constructor',
];

/** Values a sloppy or hostile server might plausibly send. */
const TRICKY_VALUES = [
  '',
  '   ',
  'admin',
  'offline',
  ' OFFLINE ',
  'present',
  'PRESENT',
  'done',
  'in process',
  'javascript:alert(1)',
  'data:text/html,<script>1</script>',
  'data:image/png;base64,AAAA',
  'http://',
  'https://cdn.example.com/a.png',
  '/uploads/a.png',
  '2025-01-05T10:00:00Z',
  '2025-01-05 10:00:00',
  'not a date',
  '42',
  '-3',
  ' 7 ',
  '1e400',
  0,
  -1,
  1.5,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_VALUE,
  true,
  false,
  null,
  undefined,
];

const oddScalar = fc.oneof(
  fc.constantFrom(...TRICKY_VALUES),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

export const oddShape: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: Record<string, unknown>;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, oddScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 8 }),
})).value;

/** Everything: arbitrary JS values, arbitrary JSON, and plausible-but-odd server shapes. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(fc.anything(), fc.jsonValue(), oddShape);

export const RUNS = { numRuns: 400 };

export const isHttpOrDataImage = (url: string) =>
  /^https?:\/\/\S/i.test(url) || /^data:image\//i.test(url);
