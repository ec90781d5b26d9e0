/**
 * "Starting now" pushes (docs/push.md): one pass finds the accepted sessions and the meetings
 * whose join window is open at `now` and sends each to every member it concerns who has a live
 * subscription, once per item and member (push_starts_sent, so across restarts too). The
 * scheduler runs a pass every 30 s; tests call runStartingNowPass with the `now` they want.
 */
import { isoAt } from '../context';
import { JOIN_CLOSES_AFTER_MS, JOIN_OPENS_BEFORE_MS } from '../routes/attendance-routes';
import type { PushService } from './push-service';
import { startingNow, type StartKind } from './push-texts';

/** Records of sent "Starting now" pushes are kept this long: the windows closed long before. */
const SENT_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

interface DueRow {
  user_id: number;
  kind: StartKind;
  item_id: number;
  title: string;
  starts_at: Date;
}

const LIVE_MEMBERS = `
  SELECT DISTINCT s.user_id FROM push_subscriptions s
  JOIN auth_tokens t ON t.token_hash = s.token_hash
  WHERE t.expires_at > $3`;

/** Items in their join window ($1..$2 bound their start) not yet pushed to a member with a live subscription. */
const DUE_SQL = `
  SELECT a.user_id, 'session' AS kind, o.id AS item_id, o.topic AS title, o.date AS starts_at
  FROM accepted_sessions a
  JOIN online_sessions o ON o.id = a.session_id
  WHERE o.date BETWEEN $1 AND $2 AND a.user_id IN (${LIVE_MEMBERS})
  UNION ALL
  SELECT live.user_id, 'meeting' AS kind, m.id AS item_id, m.title, m.scheduled_at AS starts_at
  FROM meetings m CROSS JOIN (${LIVE_MEMBERS}) live
  WHERE m.scheduled_at BETWEEN $1 AND $2`;

/**
 * One pass at `now`; resolves once every push it sent was answered (or failed). Answers how many
 * messages it sent (one per item and member).
 */
export async function runStartingNowPass(push: PushService, now: number): Promise<number> {
  const { db } = push.ctx;
  await push.sweepExpired(now);
  await db.query('DELETE FROM push_starts_sent WHERE sent_at < $1', [isoAt(now - SENT_KEPT_MS)]);
  const { rows } = await db.query<DueRow>(
    `SELECT due.* FROM (${DUE_SQL}) due
     WHERE NOT EXISTS (SELECT 1 FROM push_starts_sent p
       WHERE p.user_id = due.user_id AND p.kind = due.kind AND p.item_id = due.item_id)
     ORDER BY due.starts_at, due.kind, due.item_id, due.user_id`,
    [isoAt(now - JOIN_CLOSES_AFTER_MS), isoAt(now + JOIN_OPENS_BEFORE_MS), isoAt(now)],
  );
  const sends: Array<Promise<unknown>> = [];
  for (const row of rows) {
    // Claimed before sending, so two passes at once never send one item twice.
    const claimed = await db.query(
      `INSERT INTO push_starts_sent (user_id, kind, item_id, sent_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [row.user_id, row.kind, row.item_id, isoAt(now)],
    );
    if (claimed.rows.length === 0) continue;
    // Worth delivering only while the item can still be joined.
    const closesAt = row.starts_at.getTime() + JOIN_CLOSES_AFTER_MS;
    sends.push(
      push.notifyUser(row.user_id, startingNow(row.kind, row.item_id, row.title), {
        ttlSeconds: Math.max(1, Math.ceil((closesAt - now) / 1000)),
        urgency: 'high',
      }),
    );
  }
  await Promise.all(sends);
  return sends.length;
}
