/**
 * The replay of one member's outbox: under the tabs' shared lock, read what is stored, send the
 * next due write, record the answer, and go on until nothing is due; then sleep until the next
 * backoff ends (or the network returns, or the page is shown again).
 */
import { onlineManager } from '@tanstack/react-query';
import {
  isAnswerAwaited,
  isUnclearFailure,
  judgeWriteFailure,
  signInVerdict,
  waitBeforeNextTry,
  type Backoff,
} from '@/domain/write-retry';
import { isExpiredWrite, nextDueWrite, nextWakeUpIn } from '@/domain/write-schedule';
import { serverClockOffset } from '@/api/server-clock';
import { signInStillHolds } from '@/api/sign-in-check';
import { WRITE_STALE_MESSAGES } from '@/domain/write-messages';
import type { Shown } from '@/locales/messages';
import { deleteOutboxRecord, updateOutboxRecord } from '@/storage/outbox-store';
import { queuedDefinition, type QueuedWriteName } from '../write-registry';
import type { WriteTryOutcome } from './outbox-channel';
import { createDueTimes } from './due-times';
import type { OutboxRecord } from './outbox-record';
import { withReplayLock } from './replay-lock';

export interface ReplayEvents {
  /** Reads this member's records afresh from storage (another tab may have changed them). */
  readMine: () => Promise<OutboxRecord[]>;
  /** This tab holds the replay lock: no other tab is sending now. */
  lockTaken: () => void;
  sending: (id: string) => void;
  finished: (record: OutboxRecord, outcome: WriteTryOutcome, message: Shown | null) => void;
  changed: () => void;
}

interface ReplaySettings {
  memberKey: string;
  backoff: Backoff;
  isCurrentMember: () => boolean;
  isStopped: () => boolean;
  events: ReplayEvents;
  errorText: (record: OutboxRecord, error: unknown) => Shown;
}

export function createReplay(settings: ReplaySettings) {
  const { events } = settings;
  let running = false;
  let again = false;
  let forceAll = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Aborted when the engine stops: a write in flight then ends at once, and the lock is free. */
  const aborter = new AbortController();
  const dueTimes = createDueTimes();
  /** Settled (sent, or answered while awaited), but not yet deleted from storage: never sent twice. */
  const settledIds = new Set<string>();

  const removeSettled = async (record: OutboxRecord) => {
    settledIds.add(record.id);
    await deleteOutboxRecord(record.id).then(
      () => settledIds.delete(record.id),
      () => undefined,
    );
  };

  const mayGoOn = () =>
    !settings.isStopped() && onlineManager.isOnline() && settings.isCurrentMember();

  /** Storage changed behind this replay (another tab queued or retried a write): read again. */
  let dirty = true;

  const markFailed = async (record: OutboxRecord, message: Shown): Promise<OutboxRecord> => {
    const failed: OutboxRecord = { ...record, state: 'failed', failure: message };
    await updateOutboxRecord(record.id, (raw) => ({
      ...(raw as OutboxRecord),
      state: 'failed',
      failure: message,
    })).catch(() => false);
    events.finished(record, 'failed', message);
    return failed;
  };

  /** Answered while its tap waited: the member is shown why, and nothing stays queued. */
  const dropAnswered = async (record: OutboxRecord, message: Shown): Promise<null> => {
    settledIds.add(record.id);
    events.finished(record, 'refused', message);
    await removeSettled(record);
    return null;
  };

  const scheduleRetry = async (record: OutboxRecord, error: unknown): Promise<OutboxRecord> => {
    const attempts = record.attempts + 1;
    const wait = waitBeforeNextTry(attempts, settings.backoff, Math.random(), error);
    const change = {
      attempts,
      nextAttemptAt: Date.now() + wait.waitMs,
      waitMs: wait.waitMs,
      serverAsked: wait.serverAsked,
      unclear: record.unclear || isUnclearFailure(error),
    };
    await updateOutboxRecord(record.id, (raw) => ({ ...(raw as OutboxRecord), ...change })).catch(
      () => false,
    );
    events.finished(record, 'retrying', null);
    return { ...record, ...change };
  };

  /**
   * One write: sent (null), refused for good or put back to wait (the record as it now is), or
   * 'stop' when replaying must end now.
   */
  async function replayOne(record: OutboxRecord): Promise<OutboxRecord | null | 'stop'> {
    const definition = queuedDefinition(record.write as QueuedWriteName);
    const context = { now: Date.now(), memberKey: settings.memberKey };
    const stale = definition.staleReason?.(record.variables, context) ?? null;
    if (stale) return markFailed(record, stale);
    events.sending(record.id);
    try {
      const { signal } = aborter;
      const done =
        record.unclear && definition.alreadyDone
          ? await definition.alreadyDone(record.variables, { ...context, signal })
          : false;
      // Checked again right before sending: the token read now must be this member's.
      if (!done && !settings.isCurrentMember()) {
        events.finished(record, 'retrying', null);
        return 'stop';
      }
      if (!done) {
        await definition.send(record.variables, {
          idempotencyKey: record.idempotencyKey,
          signal,
          queuedWrite: true,
        });
      }
    } catch (error) {
      const answerAwaited = isAnswerAwaited(record, Date.now());
      let verdict = judgeWriteFailure(error, { answerAwaited });
      // A 401 to a write is not taken as the end of the sign-in until the server says so.
      if (verdict === 'signed-out') verdict = signInVerdict(await signInStillHolds(aborter.signal));
      if (verdict === 'signed-out') {
        // The sign-in ended: the write stays, for this member's next sign-in.
        events.finished(record, 'retrying', null);
        return 'stop';
      }
      if (verdict === 'answered') return dropAnswered(record, settings.errorText(record, error));
      if (verdict === 'final') return markFailed(record, settings.errorText(record, error));
      return scheduleRetry(record, error);
    }
    // Told before its record is deleted: a storage that hangs (3 s at most, then it gives up)
    // must not keep the server's answer from the tap still waiting for it, nor from a logout
    // that comes meanwhile. Settled, it is never sent again while its deletion is on its way.
    settledIds.add(record.id);
    events.finished(record, 'sent', null);
    await removeSettled(record);
    return null;
  }

  /**
   * Under the lock, only this tab changes queued records, so what it read stays true as it goes;
   * it reads storage again only when told another tab changed it.
   */
  async function replayDue(): Promise<void> {
    events.lockTaken();
    const forced = new Set<string>();
    const forcing = forceAll;
    forceAll = false;
    let mine: OutboxRecord[] = [];
    dirty = true;
    while (mayGoOn()) {
      if (dirty) {
        dirty = false;
        mine = (await events.readMine()).filter((record) => !settledIds.has(record.id));
        if (forcing && forced.size === 0) mine.forEach((record) => forced.add(record.id));
      }
      const now = Date.now();
      const offset = serverClockOffset();
      const expired = mine.find((r) => r.state === 'queued' && isExpiredWrite(r, now, offset));
      const next = expired ?? nextDueWrite(dueTimes.adjust(mine, now, forced), now);
      if (!next) return;
      forced.delete(next.id);
      const record = mine.find((r) => r.id === next.id);
      if (!record) return;
      const result = expired
        ? await markFailed(expired, WRITE_STALE_MESSAGES.expired)
        : await replayOne(record);
      if (result === 'stop') return;
      mine =
        result === null
          ? mine.filter((r) => r.id !== record.id)
          : mine.map((r) => (r.id === record.id ? result : r));
    }
  }

  async function scheduleWakeUp() {
    clearTimeout(timer);
    if (settings.isStopped()) return;
    const mine = (await events.readMine()).filter((record) => !settledIds.has(record.id));
    const now = Date.now();
    const wakeIn = nextWakeUpIn(dueTimes.adjust(mine, now, new Set()), now);
    if (wakeIn === null || settings.isStopped()) return;
    timer = setTimeout(() => run(), wakeIn);
  }

  /** Starts a replay, or asks the one under way to look again when it is done. */
  function run({ ignoreBackoff = false }: { ignoreBackoff?: boolean } = {}): void {
    if (ignoreBackoff) forceAll = true;
    if (running) {
      again = true;
      return;
    }
    if (!mayGoOn()) return;
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          await withReplayLock(replayDue);
        } while (again && mayGoOn());
      } catch {
        // Storage broke mid-replay: the next trigger (a tap, the network, the page shown) tries again.
      } finally {
        running = false;
        await scheduleWakeUp().catch(() => undefined);
      }
    })();
  }

  return {
    run,
    /** Another tab (or this one) changed the stored records. */
    markDirty() {
      dirty = true;
    },
    stop() {
      clearTimeout(timer);
      aborter.abort();
    },
  };
}
