import { msg, type Msg, type Shown } from '@/locales/messages';

/**
 * docs/behaviour.md#errors: the alerts of the signed-in writes, success and fallback failure texts.
 * Each is a Msg (src/locales/<language>/outbox.json), shown in the language in use.
 */
export const WRITE_MESSAGES = {
  inviteFailed: msg('outbox.inviteFailed'),
  sessionCreated: msg('outbox.sessionCreated'),
  sessionFailed: msg('outbox.sessionFailed'),
  meetingCreated: msg('outbox.meetingCreated'),
  meetingFailed: msg('outbox.meetingFailed'),
  referralCreated: msg('outbox.referralCreated'),
  referralFailed: msg('outbox.referralFailed'),
  statusFailed: msg('outbox.statusFailed'),
  profileUpdated: msg('outbox.profileUpdated'),
  profileFailed: msg('outbox.profileFailed'),
} as const satisfies Record<string, Msg>;

/** Not from the spec: what a member sees when a write waits for the network (docs/behaviour.md#waiting-changes). */
export const QUEUED_OFFLINE_MESSAGE = msg('outbox.queuedOffline');

/** Not from the spec: creates and the profile update need the network; what was typed stays. */
export const REFUSED_OFFLINE_MESSAGE = msg('outbox.refusedOffline');

/** Not from the spec: why a waiting write was not sent (docs/behaviour.md#waiting-changes). */
export const WRITE_STALE_MESSAGES = {
  sessionEnded: msg('outbox.staleSessionEnded'),
  expired: msg('outbox.staleExpired'),
  unreadable: msg('outbox.staleUnreadable'),
  /** An older version's write without its idempotency key or member: it may have gone through. */
  olderVersionIncomplete: msg('outbox.staleOlderVersion'),
} as const satisfies Record<string, Msg>;

/** Not from the spec: the texts of changes waiting on the device. */
export const OUTBOX_TEXTS = {
  /** Online, but the server could not be reached or was busy: it is retried on its own. */
  retrying: msg('outbox.retrying'),
  storageFailed: msg('outbox.storageFailed'),
} as const satisfies Record<string, Msg>;

/** A waiting change whose own description could not be read. */
export const SOME_CHANGE = msg('outbox.aChange');

/** The header's indicator and the logout warning: '1 change waiting', '3 changes waiting'. */
export function changesWaitingLabel(count: number): Msg {
  return msg('outbox.waiting', { count });
}

/** /login after the sign-in ended with changes still on the device (the entry catalog: /login shows it). */
export function changesNotSentNotice(count: number): Msg {
  return msg('outbox.notSentLogIn', { count });
}

/**
 * Another member signs in on a device holding someone's unsent changes (the entry catalog: /login
 * asks it). `name` is blank when the device does not know whose they are.
 */
export function discardOtherMembersChangesQuestion(name: string): Msg {
  return name.trim() === ''
    ? msg('outbox.discardQuestionAnother')
    : msg('outbox.discardQuestion', { name });
}

/**
 * Shown texts are stored with waiting changes and passed between tabs, so they are read back
 * from data another version of the app may have written: a string (the server's words, or an
 * older version's English), or a Msg's plain data. Anything else is null.
 */
export function readShown(value: unknown): Shown | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== 'string' || id === '') return null;
  if (values === undefined) return { id } as Msg;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  const entries = Object.entries(values);
  if (!entries.every(([, v]) => typeof v === 'string' || typeof v === 'number')) return null;
  return { id, values: Object.fromEntries(entries) } as Msg;
}

/** The same text: the same string, or the same message with the same values. */
export function sameShown(a: Shown | null, b: Shown | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return false;
  if (a.id !== b.id) return false;
  const left = Object.entries(a.values ?? {});
  const right = b.values ?? {};
  return (
    left.length === Object.keys(right).length &&
    left.every(([key, value]) => Object.hasOwn(right, key) && right[key] === value)
  );
}
