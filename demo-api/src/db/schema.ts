import type { PGlite } from '@electric-sql/pglite';

// Idempotent so a persisted data folder can be reopened; instead of migrations, columns added later
// use ADD COLUMN IF NOT EXISTS so older folders upgrade in place.
const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS users (
  id SERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  fullname TEXT NOT NULL,
  name TEXT,
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  phone_number TEXT,
  company_name TEXT,
  industry TEXT,
  address TEXT,
  service_offered TEXT,
  product_offered TEXT,
  years_of_experience INTEGER,
  additional_info TEXT,
  aadhar_no TEXT,
  pan_number TEXT,
  udm_number TEXT,
  dob TEXT,
  referred_by TEXT,
  profile_image_id TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS auth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE IF NOT EXISTS online_sessions (
  id SERIAL PRIMARY KEY,
  instructor TEXT NOT NULL,
  topic TEXT NOT NULL,
  link TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('online', 'offline')),
  date TIMESTAMPTZ NOT NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS meetings (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  link TEXT NOT NULL,
  scheduled_at TIMESTAMPTZ NOT NULL,
  description TEXT NOT NULL,
  name TEXT,
  send_to_all BOOLEAN NOT NULL DEFAULT false,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Seeded rows name their seedTimes() slot and are re-placed around "now" at every start;
-- NULL for everything created through the API, which never moves.
ALTER TABLE online_sessions ADD COLUMN IF NOT EXISTS seed_slot TEXT;
ALTER TABLE meetings ADD COLUMN IF NOT EXISTS seed_slot TEXT;

CREATE TABLE IF NOT EXISTS accepted_sessions (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id INTEGER NOT NULL REFERENCES online_sessions(id) ON DELETE CASCADE,
  accepted_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, session_id)
);

CREATE TABLE IF NOT EXISTS session_attendances (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id INTEGER NOT NULL REFERENCES online_sessions(id) ON DELETE CASCADE,
  attended_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, session_id)
);

CREATE TABLE IF NOT EXISTS meeting_attendances (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  meeting_id INTEGER NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  attended_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, meeting_id)
);

CREATE TABLE IF NOT EXISTS referrals (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  referred_to_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'in process', 'done')),
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

-- Each member's sent and received lists, newest first: polled every 5 s by every member.
CREATE INDEX IF NOT EXISTS referrals_by_sender ON referrals (user_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS referrals_by_recipient ON referrals (referred_to_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS auth_tokens_by_user ON auth_tokens (user_id);

CREATE TABLE IF NOT EXISTS password_reset_codes (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE TABLE IF NOT EXISTS outbox (
  id SERIAL PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  sent_at TIMESTAMPTZ NOT NULL
);

-- Idempotency-Key records (lib/idempotency-store.ts): hashes of the key and of the request, the
-- status and a small answer of each success; each user's newest 200, for 9 days at most.
-- Until now idempotency_keys kept whole answers as plain text. It is only a cache of answers, so
-- a data folder from then loses it (a write retried across the upgrade runs again).
DROP TABLE IF EXISTS idempotency_keys;
CREATE TABLE IF NOT EXISTS idempotency_records (
  key_hash TEXT PRIMARY KEY,
  -- 'user:<id>' or 'anonymous': whose newest rows are kept.
  scope TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  status_code INTEGER,
  -- JSON text of at most a few KB, or '' (lib/idempotency-store.ts, keptAnswer).
  answer TEXT,
  -- Claim order, for "newest": two claims may share a millisecond.
  seq BIGSERIAL NOT NULL,
  started_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS idempotency_records_expires_at ON idempotency_records (expires_at);
CREATE INDEX IF NOT EXISTS idempotency_records_by_scope ON idempotency_records (scope, seq);

-- Web Push (src/push, docs/push.md). The VAPID key pair and the secret of the members' tags,
-- made at the first start: one row.
CREATE TABLE IF NOT EXISTS push_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  member_secret TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

-- A browser's PushSubscription, bound to the sign-in it was posted with: ending that sign-in
-- (logout, a password reset) deletes it with the token's row; an expired token's go in the sweep.
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL REFERENCES auth_tokens(token_hash) ON DELETE CASCADE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subscriptions_by_user ON push_subscriptions (user_id);
CREATE INDEX IF NOT EXISTS push_subscriptions_by_token ON push_subscriptions (token_hash);

-- "Starting now" pushes already sent: once per item and member, across restarts.
CREATE TABLE IF NOT EXISTS push_starts_sent (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('session', 'meeting')),
  item_id INTEGER NOT NULL,
  sent_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, kind, item_id)
);

CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
`;

export async function createSchema(db: PGlite): Promise<void> {
  await db.exec(SCHEMA_SQL);
}
