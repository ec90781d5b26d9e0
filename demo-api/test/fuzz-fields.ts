import { createECDH, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { FAULT_METHODS, FAULT_MODES } from '../src/routes/fault-routes';
import type { FieldKind } from './fuzz-hostile';

/**
 * The fields of every route, read from its handler (demo-api/src/routes), each with values the
 * handler accepts. The fuzz builds valid bodies from them and then spoils a few fields, so a bad
 * value gets past the other fields' checks to wherever it can do harm. The test fails for a
 * route missing here, so a new route cannot go unfuzzed: give it its fields, or list it in
 * FIELDLESS_ROUTES when it reads none.
 */

/** Where a field goes: the URL's path or query, the body's nested object, or the body's top. */
export type Place = 'path' | 'query' | 'nested' | 'top';
export type Caller = 'none' | 'member' | 'admin';

export interface Field {
  name: string;
  kind: FieldKind;
  place: Place;
  /** Values the handler takes; `undefined` leaves the field out. */
  valid: fc.Arbitrary<unknown>;
}

export interface RouteFields {
  fields: Field[];
  /** The body's key that holds the 'nested' fields, Rails style: `{ user: { ... } }`. */
  nest?: string;
  /** The route also reads a multipart form (fields as `nest[name]`); its file field. */
  multipartFile?: string;
  /** Who gets past the route's sign-in check to its fields: the sweep sends as them. */
  reachedBy: Caller;
  /** Ends the sign-in it is sent with: each case signs in afresh, sparing the shared ones. */
  endsSignIn?: boolean;
  /** A DELETE that reads a JSON body (the fuzz sends none with other DELETEs). */
  deleteWithBody?: boolean;
}

const field =
  (place: Place) =>
  (name: string, kind: FieldKind, valid: fc.Arbitrary<unknown>): Field => ({
    name,
    kind,
    place,
    valid,
  });
const nested = field('nested');
const top = field('top');
const query = field('query');
const path = field('path');

const text = fc.oneof(
  fc.constantFrom('Fuzz', 'Asha Rao', 'Ünïcödé Ñame', 'two\nlines', '名前 テスト'),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,30}$/),
);
const optionalText = fc.option(text, { nil: undefined });
/** A new address per case, so that a valid sign-up really creates an account. */
const newEmail = fc
  .stringMatching(/^[a-z][a-z0-9]{7,11}$/)
  .map((local) => `fuzz-${local}@example.com`);
const knownEmail = fc.constantFrom('member@example.com', 'admin@example.com', 'nobody@example.com');
const anyEmail = fc.oneof(knownEmail, newEmail);
/** The seeded ids are small; a few more hit nothing (404). */
const id = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }).map(String));
const httpLink = fc.constantFrom('https://meet.example.com/fuzz', 'http://example.com/a?b=c');
/** From 1970 to 9999, as epoch milliseconds or ISO text. */
const date = fc
  .tuple(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }), fc.boolean())
  .map(([ms, asText]) => (asText ? new Date(ms).toISOString() : ms));
const years = fc.oneof(
  fc.integer({ min: 0, max: 60 }),
  fc.integer({ min: 0, max: 60 }).map(String),
);
const referralStatus = fc.constantFrom('pending', 'in process', 'done');
/** Endpoints of a push service (the fuzz server's sender sends nowhere: fuzz-routes.test.ts). */
const pushEndpoint = fc
  .stringMatching(/^[A-Za-z0-9_-]{1,40}$/)
  .map((name) => `https://push.example.com/send/${name}`);
/** Browsers' subscription keys: P-256 points and 16-byte secrets, base64url. */
const p256dhKeys = Array.from({ length: 3 }, () =>
  createECDH('prime256v1').generateKeys().toString('base64url'),
);
const authSecrets = Array.from({ length: 3 }, () => randomBytes(16).toString('base64url'));

export const ROUTE_FIELDS: Record<string, RouteFields> = {
  'POST /api/v1/users': {
    nest: 'user',
    reachedBy: 'none',
    fields: [
      nested('email', 'email', newEmail),
      // Equal on purpose: the two must match for a sign-up to get through.
      nested('password', 'password', fc.constant('demo1234')),
      nested('password_confirmation', 'password', fc.constant('demo1234')),
      nested('fullname', 'text', text),
      nested('name', 'text', optionalText),
      nested('phone_number', 'text', fc.stringMatching(/^\d{10}$/)),
      nested('company_name', 'text', text),
      nested('industry', 'text', text),
      nested('address', 'text', optionalText),
      nested('service_offered', 'text', optionalText),
      nested('product_offered', 'text', optionalText),
      nested('years_of_experience', 'count', years),
      nested('additional_info', 'text', optionalText),
      nested('aadhar_no', 'text', fc.option(fc.stringMatching(/^\d{12}$/), { nil: undefined })),
      nested('pan_number', 'text', fc.constantFrom('ABCDE1234F', 'abcde1234f', undefined)),
      nested('udm_number', 'text', fc.constantFrom('UDM12345', undefined)),
      nested('dob', 'date', fc.constantFrom('1990-01-31', undefined)),
      nested('referred_by', 'text', optionalText),
    ],
  },
  'POST /api/v1/login': {
    reachedBy: 'none',
    fields: [
      top('email', 'email', knownEmail),
      top('password', 'password', fc.constantFrom('demo1234', 'wrong-password')),
    ],
  },
  'POST /api/v1/password/forgot': {
    reachedBy: 'none',
    fields: [top('email', 'email', anyEmail)],
  },
  'POST /api/v1/password/reset': {
    reachedBy: 'none',
    fields: [
      top('email', 'email', knownEmail),
      top('otp', 'text', fc.stringMatching(/^\d{6}$/)),
      top('password', 'password', fc.constant('another-pass')),
      top('password_confirmation', 'password', fc.constant('another-pass')),
    ],
  },
  'POST /api/v1/online_sessions': {
    nest: 'online_session',
    reachedBy: 'admin',
    fields: [
      nested('instructor', 'text', text),
      nested('topic', 'text', text),
      nested('link', 'url', httpLink),
      nested('mode', 'enum', fc.constantFrom('online', 'offline', 'Online')),
      nested('date', 'date', date),
    ],
  },
  'POST /api/v1/online_sessions/:id/send_invite': {
    reachedBy: 'member',
    fields: [path('id', 'id', id)],
  },
  'POST /api/v1/meetings': {
    nest: 'meeting',
    reachedBy: 'admin',
    fields: [
      nested('title', 'text', text),
      nested('link', 'url', httpLink),
      nested('scheduled_at', 'date', date),
      nested('description', 'text', text),
      nested('name', 'text', optionalText),
      // Mostly off: a meeting sent to all mails every account, and the fuzz makes many.
      top('send_to_all', 'enum', fc.constantFrom(false, false, false, true, 'true')),
    ],
  },
  'POST /api/v1/online_session_attendances': {
    reachedBy: 'member',
    fields: [top('online_session_id', 'id', id)],
  },
  'POST /api/v1/attendances': {
    reachedBy: 'member',
    fields: [top('meeting_id', 'id', id)],
  },
  'GET /api/v1/online_session_attendances': {
    reachedBy: 'admin',
    fields: [query('user_id', 'id', id)],
  },
  'GET /api/v1/attendances': {
    reachedBy: 'admin',
    fields: [query('user_id', 'id', id)],
  },
  'POST /api/v1/referrals': {
    nest: 'referral',
    reachedBy: 'member',
    fields: [
      nested('description', 'text', text),
      nested('status', 'enum', fc.option(referralStatus, { nil: undefined })),
      nested('referred_to_id', 'id', id),
    ],
  },
  'PUT /api/v1/referrals/:id': {
    nest: 'referral',
    reachedBy: 'member',
    fields: [
      path('id', 'id', id),
      // Read from the top first, then from `referral`.
      top('status', 'enum', referralStatus),
      nested('status', 'enum', fc.option(referralStatus, { nil: undefined })),
    ],
  },
  'PATCH /api/v1/profile': {
    nest: 'user',
    multipartFile: 'user[profile_image]',
    reachedBy: 'member',
    fields: [
      nested('fullname', 'text', text),
      nested('address', 'text', optionalText),
      nested('service_offered', 'text', optionalText),
      nested('product_offered', 'text', optionalText),
      nested('years_of_experience', 'count', fc.option(years, { nil: undefined })),
      nested('additional_info', 'text', optionalText),
    ],
  },
  'POST /api/v1/push/subscriptions': {
    nest: 'keys',
    reachedBy: 'member',
    fields: [
      top('endpoint', 'url', pushEndpoint),
      top('expirationTime', 'count', fc.constantFrom(null, undefined, 1_900_000_000_000)),
      nested('p256dh', 'text', fc.constantFrom(...p256dhKeys)),
      nested('auth', 'text', fc.constantFrom(...authSecrets)),
    ],
  },
  'DELETE /api/v1/push/subscriptions': {
    reachedBy: 'member',
    deleteWithBody: true,
    fields: [top('endpoint', 'url', pushEndpoint)],
  },
  // Reads no field, but ends the sign-in it carries.
  'DELETE /api/v1/logout': { reachedBy: 'member', fields: [], endsSignIn: true },
  'GET /uploads/:id': {
    reachedBy: 'none',
    fields: [path('id', 'text', fc.stringMatching(/^[0-9a-f]{32}$/))],
  },
  'GET /api/dev/outbox': {
    reachedBy: 'none',
    fields: [query('to', 'email', fc.option(anyEmail, { nil: undefined }))],
  },
  // Any fault set here is cleared right after its case (fuzz-routes.test.ts): it must not break
  // the calls of the cases that follow.
  'POST /api/dev/faults': {
    reachedBy: 'none',
    fields: [
      top('path', 'url', fc.constantFrom('/api/v1/user_meetings', '/api/v1/referrals')),
      top('mode', 'enum', fc.constantFrom(...FAULT_MODES)),
      top('method', 'enum', fc.option(fc.constantFrom(...FAULT_METHODS), { nil: undefined })),
      top('times', 'count', fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })),
      top('delay_ms', 'count', fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined })),
      top('body', 'text', fc.jsonValue({ maxDepth: 2 })),
      top('status', 'count', fc.option(fc.integer({ min: 200, max: 599 }), { nil: undefined })),
      top('member', 'email', fc.option(knownEmail, { nil: undefined })),
    ],
  },
  'DELETE /api/dev/faults': {
    reachedBy: 'none',
    fields: [
      query('member', 'email', fc.option(knownEmail, { nil: undefined })),
      query('token', 'text', fc.option(fc.stringMatching(/^[0-9a-f]{64}$/), { nil: undefined })),
    ],
  },
};

/** Routes that read no field at all: they still get odd headers, callers and query junk. */
export const FIELDLESS_ROUTES: string[] = [
  'GET /api/v1/online_sessions',
  'GET /api/v1/online_sessions/accepted_sessions',
  'GET /api/v1/user_meetings',
  'GET /api/v1/users',
  'GET /api/v1/users/admin_all_users',
  'GET /api/v1/referrals',
  'GET /api/v1/referrals/received_referrals',
  'GET /api/dev/faults',
  'GET /api/v1/push/key',
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;
