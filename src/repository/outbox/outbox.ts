/**
 * The outbox of one signed-in member in this tab (docs/architecture.md#queued-writes): writes
 * are stored one record each in IndexedDB before anything is sent, replayed by one tab at a time
 * in the order they were made, retried until the server gives a definite answer, and removed only
 * then. Other tabs follow through a BroadcastChannel.
 */
import { onlineManager } from '@tanstack/react-query';
import { errorMessage } from '@/domain/error-message';
import {
  askForPersistentStorage,
  deleteOutboxRecord,
  deleteOutboxRecords,
  putOutboxRecord,
  readOutboxRecords,
  updateOutboxRecord,
} from '@/storage/outbox-store';
import { WRITE_BACKOFF, type Backoff } from '@/domain/write-retry';
import { byCreation } from '@/domain/write-schedule';
import { readShown } from '@/domain/write-messages';
import type { Shown } from '@/locales/messages';
import { serverClockOffset } from '@/api/server-clock';
import { readStoredUser } from '@/storage/stored-user';
import { newIdempotencyKey } from '../idempotency-key';
import { announceWrite } from '../write-notices';
import type { CacheEditor } from '../write-definition';
import { isQueuedWriteName, queuedDefinition, type QueuedWriteName } from '../write-registry';
import { openOutboxChannel, type OutboxMessage, type WriteTryOutcome } from './outbox-channel';
import { toWaitingWrite, type WaitingWrite } from './outbox-entries';
import { OUTBOX_SCHEMA, readOutboxRecord, type OutboxRecord } from './outbox-record';
import { createReplay, type ReplayEvents } from './outbox-replay';
import { tabsShareTheLock } from './replay-lock';

export type FirstOutcome =
  { outcome: 'sent' } | { outcome: 'failed'; message: Shown } | { outcome: 'retrying' };

export interface Outbox {
  readonly memberKey: string;
  start: () => void;
  stop: () => void;
  /**
   * Stores the write; resolves once it is on disk, or to null when storage failed. `awaited`:
   * tapped online, so the tap waits on the first try and is shown whatever the server answers.
   */
  enqueue: (
    name: QueuedWriteName,
    input: unknown,
    options?: { awaited?: boolean },
  ) => Promise<OutboxRecord | null>;
  /**
   * The first definite news of a write just queued: sent, refused, or waiting for its next try
   * (also when nothing is heard within FIRST_OUTCOME_WAIT_MS).
   */
  firstOutcome: (id: string) => Promise<FirstOutcome>;
  /** A failed write goes back in line, with a new idempotency key (it is a new request). */
  retry: (id: string) => Promise<void>;
  /** The member lets a failed write go. */
  dismiss: (id: string) => Promise<void>;
  waiting: () => readonly WaitingWrite[];
  subscribe: (listener: () => void) => () => void;
}

export interface OutboxSettings {
  memberKey: string;
  cache: CacheEditor;
  backoff?: Backoff;
  /** The member is still the one signed in (read at the moment it is asked). */
  isCurrentMember: () => boolean;
}

/** A record as it stands after a try that left it stored. */
function afterTry(
  record: OutboxRecord,
  outcome: 'failed' | 'retrying',
  message: Shown | null,
): OutboxRecord {
  return outcome === 'failed'
    ? { ...record, state: 'failed', failure: message }
    : { ...record, attempts: record.attempts + 1 };
}

/** How long a tap online waits for the first answer before it counts as queued. */
const FIRST_OUTCOME_WAIT_MS = 20_000;

/**
 * How long another tab's "sending" may go unanswered before this tab stops showing it and
 * replays itself: longer than a try can last (the http client's 15 s timeout).
 */
const SENDING_SILENCE_MS = 30_000;

/**
 * A failed write the member sends again: a new request (new key), sendable now, with its age
 * counted from now (a write that expired is sent, not expired again at once), in this
 * version's schema when this version knows the write.
 */
function revived(record: OutboxRecord): OutboxRecord {
  const now = Date.now();
  return {
    ...record,
    schema: isQueuedWriteName(record.write) ? OUTBOX_SCHEMA : record.schema,
    state: 'queued',
    failure: null,
    attempts: 0,
    unclear: false,
    // Tapped by the member: shown the answer, like any write tapped online.
    awaitedUntil: onlineManager.isOnline() ? now + FIRST_OUTCOME_WAIT_MS : null,
    createdAt: now,
    nextAttemptAt: now,
    waitMs: 0,
    serverAsked: false,
    clockOffset: serverClockOffset(),
    idempotencyKey: newIdempotencyKey(),
  };
}

/** How long a tab gathers messages from other tabs before it reads the outbox again. */
const READ_COALESCE_MS = 50;

let lastCreatedAt = 0;
/** Strictly increasing in this tab, so two taps in one millisecond keep their order. */
function creationTime(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export function createOutbox(settings: OutboxSettings): Outbox {
  const { memberKey } = settings;
  let records: OutboxRecord[] = [];
  let sendingId: string | null = null;
  let view: readonly WaitingWrite[] = [];
  const listeners = new Set<() => void>();
  const waiters = new Map<string, (outcome: FirstOutcome) => void>();
  let stopped = false;
  const cleanups: Array<() => void> = [];

  const refreshView = () => {
    const context = {
      sendingId,
      online: onlineManager.isOnline(),
      now: Date.now(),
      clockOffset: serverClockOffset(),
    };
    view = records.map((record) => toWaitingWrite(record, context));
    listeners.forEach((listener) => listener());
  };

  const setRecords = (next: OutboxRecord[]) => {
    records = next.sort(byCreation);
    refreshView();
  };

  /** What a try did to a record, shown at once, without reading storage (whichever tab tried). */
  const applyOutcome = (id: string, outcome: WriteTryOutcome, message: Shown | null) => {
    sendingId = null;
    if (outcome === 'sent' || outcome === 'refused') setRecords(records.filter((r) => r.id !== id));
    else setRecords(records.map((r) => (r.id === id ? afterTry(r, outcome, message) : r)));
  };

  /** This member's records as stored now; the last known ones when storage cannot be read. */
  const readMine = async (): Promise<OutboxRecord[]> => {
    try {
      const stored = (await readOutboxRecords()).map(readOutboxRecord);
      const mine = stored.filter((r): r is OutboxRecord => r !== null && r.memberKey === memberKey);
      if (!stopped) setRecords(mine);
      return mine;
    } catch {
      return records;
    }
  };

  const settle = (id: string, outcome: FirstOutcome) => {
    waiters.get(id)?.(outcome);
    waiters.delete(id);
  };
  /** Watched from the moment a write is stored, so no answer can come before anyone listens. */
  const firstOutcomes = new Map<string, Promise<FirstOutcome>>();
  const watchFirstOutcome = (id: string): Promise<FirstOutcome> => {
    const known = firstOutcomes.get(id);
    if (known) return known;
    const watched = new Promise<FirstOutcome>((resolve) => {
      const timer = setTimeout(() => settle(id, { outcome: 'retrying' }), FIRST_OUTCOME_WAIT_MS);
      waiters.set(id, (outcome) => {
        clearTimeout(timer);
        firstOutcomes.delete(id);
        resolve(outcome);
      });
    });
    firstOutcomes.set(id, watched);
    return watched;
  };

  /** Another tab said it is sending: if it goes quiet (closed mid-send), this tab takes over. */
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  const otherTabSending = (id: string) => {
    sendingId = id;
    refreshView();
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => takeOver(), SENDING_SILENCE_MS);
    // Waiting for the shared lock is waiting for that tab: it is ours once that tab is done or gone.
    if (tabsShareTheLock()) replay.run();
  };
  const takeOver = () => {
    clearTimeout(silenceTimer);
    if (stopped || sendingId === null) return;
    sendingId = null;
    refreshView();
    replay.markDirty();
    replay.run();
  };

  const events: ReplayEvents = {
    readMine,
    lockTaken() {
      // Holding the lock, this tab knows nobody else is sending.
      clearTimeout(silenceTimer);
      if (sendingId !== null) {
        sendingId = null;
        refreshView();
      }
    },
    sending(id) {
      sendingId = id;
      refreshView();
      channel.post({ type: 'sending', memberKey, id });
    },
    finished(record, outcome, message) {
      // Announced first: a sent change is in the cached lists before its record leaves the view.
      void announceOutcome(record, outcome, message, true);
      applyOutcome(record.id, outcome, message);
      channel.post({
        type: 'outcome',
        memberKey,
        id: record.id,
        write: record.write,
        variables: record.variables,
        outcome,
        message,
      });
    },
    changed() {
      channel.post({ type: 'changed', memberKey });
      replay.markDirty();
      void readMine();
    },
  };

  /**
   * What this tab does with a write's outcome, whichever tab sent it. Called before the record
   * leaves the view: a sent write's cache change is set before this function first awaits.
   */
  async function announceOutcome(
    record: Pick<OutboxRecord, 'id' | 'write' | 'variables'>,
    outcome: WriteTryOutcome,
    message: Shown | null,
    applyToCache: boolean,
  ) {
    if (outcome === 'retrying') {
      settle(record.id, { outcome: 'retrying' });
      return;
    }
    const definition = queuedDefinition(record.write as QueuedWriteName);
    if (outcome === 'failed' || outcome === 'refused') {
      const text = message ?? definition.messages.failure;
      settle(record.id, { outcome: 'failed', message: text });
      if (settings.isCurrentMember()) announceWrite({ tone: 'error', message: text });
      return;
    }
    settle(record.id, { outcome: 'sent' });
    if (!settings.isCurrentMember()) return;
    if (applyToCache) await definition.onSent?.(settings.cache, record.variables);
    const success = definition.messages.success?.(record.variables);
    if (success) announceWrite({ tone: 'success', message: success });
  }

  /** Many messages in a burst (a long queue replayed by another tab) cost one read. */
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  const readSoon = () => {
    readTimer ??= setTimeout(() => {
      readTimer = undefined;
      if (!stopped) void readMine();
    }, READ_COALESCE_MS);
  };

  const onMessage = (message: OutboxMessage) => {
    if (stopped || message.memberKey !== memberKey) return;
    if (message.type === 'sending') {
      otherTabSending(message.id);
      return;
    }
    if (message.type === 'outcome') {
      const { id, outcome } = message;
      // Another tab's words, maybe of another version of the app: only a text or a Msg is kept.
      const text = readShown(message.message);
      clearTimeout(silenceTimer);
      void announceOutcome(message, outcome, text, outcome === 'sent');
      applyOutcome(id, outcome, text);
      return;
    }
    replay.markDirty();
    readSoon();
  };
  const channel = openOutboxChannel(onMessage, () => {
    if (stopped) return;
    replay.markDirty();
    void readMine();
  });

  const replay = createReplay({
    memberKey,
    backoff: settings.backoff ?? WRITE_BACKOFF,
    isCurrentMember: settings.isCurrentMember,
    isStopped: () => stopped,
    events,
    errorText: (record, error) =>
      errorMessage(error, queuedDefinition(record.write as QueuedWriteName).messages.failure),
  });

  return {
    memberKey,
    start() {
      if (stopped) return;
      const kick = () => replay.run({ ignoreBackoff: true });
      cleanups.push(
        onlineManager.subscribe((online) => {
          refreshView();
          if (online) kick();
        }),
      );
      const onVisible = () => {
        if (document.visibilityState === 'visible') kick();
      };
      document.addEventListener('visibilitychange', onVisible);
      cleanups.push(() => document.removeEventListener('visibilitychange', onVisible));
      // Opening the app is the page being shown again: what waits is tried at once.
      void readMine().then(() => replay.run({ ignoreBackoff: true }));
    },
    stop() {
      stopped = true;
      clearTimeout(readTimer);
      clearTimeout(silenceTimer);
      replay.stop();
      channel.close();
      cleanups.forEach((cleanup) => cleanup());
      waiters.forEach((resolve) => resolve({ outcome: 'retrying' }));
      waiters.clear();
    },
    async enqueue(name, input, { awaited = false } = {}) {
      const definition = queuedDefinition(name);
      const createdAt = creationTime();
      const variables = definition.variables(input, {
        now: createdAt,
        memberKey,
        peek: settings.cache.peek,
      });
      const record: OutboxRecord = {
        schema: OUTBOX_SCHEMA,
        id: newIdempotencyKey(),
        memberKey,
        memberName: readStoredUser()?.fullname ?? '',
        write: name,
        variables,
        item: definition.item(variables),
        description: definition.describe(variables),
        idempotencyKey: newIdempotencyKey(),
        createdAt,
        attempts: 0,
        nextAttemptAt: createdAt,
        waitMs: 0,
        serverAsked: false,
        clockOffset: serverClockOffset(),
        unclear: false,
        awaitedUntil: awaited ? createdAt + FIRST_OUTCOME_WAIT_MS : null,
        state: 'queued',
        failure: null,
      };
      try {
        await putOutboxRecord(record.id, record);
      } catch {
        // Not on disk, so not queued. A put that hangs may still land later: take it out again
        // (IndexedDB runs the delete after the put), so it can never be sent behind our back.
        void deleteOutboxRecord(record.id).catch(() => undefined);
        return null;
      }
      // Signed out while it was being stored (a logout in another tab, not heard of yet here):
      // the logout's deletion may have run before it landed, so it goes now, never to be sent.
      if (!settings.isCurrentMember()) {
        await deleteOutboxRecord(record.id).catch(() => undefined);
        return null;
      }
      askForPersistentStorage();
      const superseded = records.filter(
        (r) =>
          r.write === name &&
          r.state === 'queued' &&
          r.id !== sendingId &&
          definition.supersedes?.(variables, r.variables) === true,
      );
      await deleteOutboxRecords(superseded.map((r) => r.id)).catch(() => undefined);
      setRecords([...records.filter((r) => !superseded.includes(r)), record]);
      channel.post({ type: 'changed', memberKey });
      replay.markDirty();
      void watchFirstOutcome(record.id);
      replay.run();
      return record;
    },
    firstOutcome: watchFirstOutcome,
    async retry(id) {
      await updateOutboxRecord(id, (raw) => revived(raw as OutboxRecord)).catch(() => false);
      events.changed();
      replay.run({ ignoreBackoff: true });
    },
    async dismiss(id) {
      await deleteOutboxRecord(id).catch(() => undefined);
      setRecords(records.filter((r) => r.id !== id));
      channel.post({ type: 'changed', memberKey });
    },
    waiting: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
