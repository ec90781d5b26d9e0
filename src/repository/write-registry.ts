/**
 * Every write the app makes, declared once (docs/architecture.md#writes). The engine derives
 * from this list how each write is sent, queued, replayed, shown while pending and announced;
 * screens run any of them through `useWrite(name)`. Adding a write: its api function and one
 * entry here.
 */
import { fetchReferralsGiven, createReferral, updateReferralStatus } from '@/api/referrals-api';
import type { ReferralsResult } from '@/api/referrals-api';
import { recordAttendance as sendAttendanceRecord } from '@/api/attendance-api';
import { createMeeting, type CreateMeetingInput } from '@/api/meetings-api';
import { updateProfile, type ProfileFields } from '@/api/profile-api';
import { createSession, sendInvite, type CreateSessionInput } from '@/api/sessions-api';
import { referralAlreadyTaken, sentAtTap, type SentAtTap } from '@/domain/referral';
import { inviteSuccessMessage } from '@/domain/session';
import { isExpired } from '@/domain/time-window';
import type { ReferralStatus, Session } from '@/domain/types';
import { WRITE_MESSAGES, WRITE_STALE_MESSAGES } from '@/domain/write-messages';
import { msg, type Msg } from '@/locales/messages';
import { addAcceptedSessionId } from '@/storage/accepted-sessions';
import { mergeStoredUser } from '@/storage/stored-user';
import { notifyUserChanged } from './user-changes';
import { localReferral } from './local-referral';
import { queryKeys } from './query-keys';
import type { WriteOptions } from '@/api/call-options';
import type {
  FireAndForgetDefinition,
  OnlineWriteDefinition,
  QueuedWriteDefinition,
  WriteContext,
} from './write-definition';

export interface AcceptVariables {
  sessionId: string;
  mode: Session['mode'];
  topic: string;
  /** The session's start: an Accept is not sent once the session has ended. */
  startsAt: number | null;
}

export interface CreateReferralVariables {
  referredToId: string;
  recipientName: string;
  description: string;
  status: ReferralStatus;
  /** When the member pressed Submit: the pending row sorts by it. */
  createdAt: number;
  /** The Sent list at the tap (null when none was loaded): see referralAlreadyTaken. */
  sentAtTap: SentAtTap | null;
}

export interface ChangeStatusVariables {
  referralId: string;
  status: ReferralStatus;
}

export interface NewReferral {
  recipient: { id: string; name: string };
  description: string;
  status: ReferralStatus;
}

const addAcceptedId = (ids: string[], sessionId: string) =>
  ids.includes(sessionId) ? ids : [...ids, sessionId];

const acceptInvite: QueuedWriteDefinition<Session, AcceptVariables> = {
  mode: 'queued',
  variables: (session) => ({
    sessionId: session.id,
    mode: session.mode,
    topic: session.topic,
    startsAt: session.startsAt,
  }),
  item: (v) => `session:${v.sessionId}`,
  describe: (v) =>
    v.topic ? msg('outbox.acceptTopic', { topic: v.topic }) : msg('outbox.acceptSession'),
  send: (v, options) => sendInvite(v.sessionId, options),
  async onSent(cache, v) {
    addAcceptedSessionId(cache.memberKey, v.sessionId);
    await cache.update(queryKeys.acceptedSessions(cache.memberKey), (ids: string[]) =>
      addAcceptedId(ids, v.sessionId),
    );
  },
  messages: { success: (v) => inviteSuccessMessage(v.mode), failure: WRITE_MESSAGES.inviteFailed },
  staleReason: (v, { now }) =>
    v.startsAt !== null && isExpired(v.startsAt, now) ? WRITE_STALE_MESSAGES.sessionEnded : null,
};

const createReferralWrite: QueuedWriteDefinition<NewReferral, CreateReferralVariables> = {
  mode: 'queued',
  variables: ({ recipient, description, status }, { now, memberKey, peek }) => {
    const words = { referredToId: recipient.id, description: description.trim() };
    const given = peek?.<ReferralsResult>(queryKeys.referralsGiven(memberKey));
    return {
      ...words,
      recipientName: recipient.name,
      status,
      createdAt: now,
      sentAtTap: given ? sentAtTap(given.referrals, words) : null,
    };
  },
  // Each new referral is an item of its own: two referrals never wait for each other.
  item: (v) => `new-referral:${v.referredToId}:${v.createdAt}`,
  describe: (v) => msg('outbox.referralTo', { name: v.recipientName }),
  send: (v, options) =>
    createReferral(
      { referred_to_id: v.referredToId, description: v.description, status: v.status },
      options,
    ),
  // docs/behaviour.md: a new referral shows first in Sent; the next refresh brings the server's own row.
  onSent: (cache, v) =>
    cache.update(queryKeys.referralsGiven(cache.memberKey), (given: ReferralsResult) => ({
      referrals: [localReferral(v, `${v.referredToId}-${v.createdAt}`), ...given.referrals],
      count: given.count + 1,
    })),
  messages: {
    success: () => WRITE_MESSAGES.referralCreated,
    failure: WRITE_MESSAGES.referralFailed,
  },
  async alreadyDone(v, { signal }) {
    const { referrals } = await fetchReferralsGiven({ signal });
    return referralAlreadyTaken(referrals, v, v.sentAtTap ?? null);
  },
};

/**
 * 'Status change to In Progress': a known status by its key in the message's select (the labels
 * of referralStatusMessage), an unknown one as sent rather than hidden.
 */
function statusChange(status: string): Msg {
  const key = status.trim().toLowerCase();
  if (key === '' || key === 'pending') return msg('outbox.statusChange', { status: 'pending' });
  if (key === 'in process') return msg('outbox.statusChange', { status: 'inProcess' });
  if (key === 'done') return msg('outbox.statusChange', { status: 'done' });
  return msg('outbox.statusChange', { status: status.trim() });
}

const changeReferralStatus: QueuedWriteDefinition<ChangeStatusVariables, ChangeStatusVariables> = {
  mode: 'queued',
  variables: (input) => ({ referralId: input.referralId, status: input.status }),
  item: (v) => `referral:${v.referralId}`,
  describe: (v) => statusChange(v.status),
  send: (v, options) => updateReferralStatus(v.referralId, v.status, options),
  onSent: (cache, v) =>
    cache.update(queryKeys.referralsReceived(cache.memberKey), (received: ReferralsResult) => ({
      ...received,
      referrals: received.referrals.map((referral) =>
        referral.id === v.referralId ? { ...referral, status: v.status } : referral,
      ),
    })),
  messages: { failure: WRITE_MESSAGES.statusFailed },
  // Only the last status the member picked matters: an older one still waiting is not sent.
  supersedes: (newer, older) => newer.referralId === older.referralId,
};

const createSessionWrite: OnlineWriteDefinition<CreateSessionInput, void> = {
  mode: 'online',
  send: (input, options) => createSession(input, options),
  onSent: (cache) => cache.refresh(queryKeys.sessions(cache.memberKey)),
  messages: { success: () => WRITE_MESSAGES.sessionCreated, failure: WRITE_MESSAGES.sessionFailed },
};

const createMeetingWrite: OnlineWriteDefinition<CreateMeetingInput, void> = {
  mode: 'online',
  send: (input, options) => createMeeting(input, options),
  onSent: (cache) => cache.refresh(queryKeys.meetings(cache.memberKey)),
  messages: { success: () => WRITE_MESSAGES.meetingCreated, failure: WRITE_MESSAGES.meetingFailed },
};

export type { ProfileFields } from '@/api/profile-api';

export interface ProfileUpdate {
  fields: ProfileFields;
  image: File | null;
}

const updateProfileWrite: OnlineWriteDefinition<ProfileUpdate, unknown> = {
  mode: 'online',
  send: ({ fields, image }, options) => updateProfile(fields, image, options),
  // docs/behaviour.md: the answer's user is merged into the stored login response, and every screen
  // showing the member (the dashboard's profile card) follows at once.
  async onSent(_cache, _input, updated) {
    mergeStoredUser(updated);
    notifyUserChanged();
  },
  messages: {
    success: () => WRITE_MESSAGES.profileUpdated,
    failure: WRITE_MESSAGES.profileFailed,
    failureShownInline: true,
  },
};

export interface AttendanceRecord {
  kind: 'session' | 'meeting';
  id: string;
}

/** docs/behaviour.md#server-calls: joining records attendance, failures ignored; the link opens at once. */
const recordAttendance: FireAndForgetDefinition<AttendanceRecord> = {
  mode: 'fire-and-forget',
  send: ({ kind, id }, options) => sendAttendanceRecord(kind, id, options),
};

export const WRITES = {
  acceptInvite,
  createReferral: createReferralWrite,
  changeReferralStatus,
  createSession: createSessionWrite,
  createMeeting: createMeetingWrite,
  updateProfile: updateProfileWrite,
  recordAttendance,
};

export type WriteName = keyof typeof WRITES;

type Registry = typeof WRITES;

/** The names of the writes kept in the outbox. */
export type QueuedWriteName = {
  [K in WriteName]: Registry[K] extends { mode: 'queued' } ? K : never;
}[WriteName];

/** What a screen passes to `useWrite(name)`. */
export type InputOf<K extends WriteName> = Registry[K] extends {
  mode: 'queued';
  variables: (input: infer I, context: WriteContext) => unknown;
}
  ? I
  : Registry[K] extends { send: (input: infer I, options: WriteOptions) => unknown }
    ? I
    : never;

/** What a queued write stores (and a pending row is drawn from). */
export type VariablesOf<K extends QueuedWriteName> = Registry[K] extends {
  item: (variables: infer V) => string;
}
  ? V
  : never;

export function isQueuedWriteName(name: unknown): name is QueuedWriteName {
  return (
    typeof name === 'string' &&
    Object.hasOwn(WRITES, name) &&
    WRITES[name as WriteName].mode === 'queued'
  );
}

/** The queued write's declaration, typed loosely for the engine that runs any of them. */
export function queuedDefinition(name: QueuedWriteName): QueuedWriteDefinition<unknown, unknown> {
  return WRITES[name] as unknown as QueuedWriteDefinition<unknown, unknown>;
}
