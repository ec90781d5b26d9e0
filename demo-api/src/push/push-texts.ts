/**
 * What a push says (docs/push.md#what-the-backend-sends). Title, tag and path are the app's own
 * for the same news, so a push and the open app's system notification replace each other on the
 * device (same tag) and read alike:
 * - titles: src/domain/referral-news.ts (newsMessages) and src/domain/start-alerts.ts
 *   (startAlertText), status labels from src/domain/referral.ts (REFERRAL_STATUS_OPTIONS);
 * - tags: src/app/notices/live-alerts.tsx (`referrals-${list}`, `start-${startAlertKey(item)}`);
 * - paths: src/domain/alert-paths.ts (RECEIVED_PATH, SENT_PATH, DASHBOARD_PATH).
 * The facts beside the title let a device in Hindi or Marathi write it in its language.
 * The app's notifications carry no body text, so `body` is empty here too.
 */

export type PushType = 'referral-received' | 'referral-status' | 'starting-now';

/** The JSON a push carries, before `member` is added for its recipient. */
export interface PushMessage {
  type: PushType;
  title: string;
  body: string;
  url: string;
  tag: string;
  /**
   * The news's facts, so a device can write the title in its own language (docs/push.md): the
   * person's full name ('' when blank), a referral's status as stored, a session's topic or a
   * meeting's title.
   */
  name?: string;
  status?: string;
  topic?: string;
}

export const RECEIVED_PATH = '/referrals?tab=received';
export const SENT_PATH = '/referrals?tab=sent';
export const DASHBOARD_PATH = '/dashboard';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  'in process': 'In Progress',
  done: 'Done',
};

/** A person as the app names them in alerts: the full name, or 'A member' when blank. */
const nameOf = (fullname: string | null | undefined) => fullname?.trim() || 'A member';

export function referralReceived(senderFullname: string | null | undefined): PushMessage {
  return {
    type: 'referral-received',
    title: `New referral from ${nameOf(senderFullname)}`,
    body: '',
    url: RECEIVED_PATH,
    tag: 'referrals-received',
    name: senderFullname?.trim() ?? '',
  };
}

export function referralStatusChanged(
  recipientFullname: string | null | undefined,
  status: string,
): PushMessage {
  const key = status.trim().toLowerCase();
  const label = STATUS_LABELS[key] ?? (status.trim() || 'Pending');
  return {
    type: 'referral-status',
    title: `${nameOf(recipientFullname)} marked your referral ${label}`,
    body: '',
    url: SENT_PATH,
    tag: 'referrals-sent',
    name: recipientFullname?.trim() ?? '',
    status: status.trim(),
  };
}

export type StartKind = 'session' | 'meeting';

/** A session's topic or a meeting's title: the app's "Starting now: <title>" of one item. */
export function startingNow(kind: StartKind, id: number, title: string): PushMessage {
  return {
    type: 'starting-now',
    title: `Starting now: ${title.trim() || 'Untitled'}`,
    body: '',
    url: DASHBOARD_PATH,
    tag: `start-${kind}:${id}`,
    topic: title.trim(),
  };
}
