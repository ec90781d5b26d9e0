/**
 * The model of the outbox's model-based test: every write a member made, what the server did
 * with each request, and the rules the real outbox must keep whatever the tabs, the network,
 * the server, storage and the clock do (docs/architecture.md#queued-writes, #signing-out;
 * docs/decisions.md#retry-policy; docs/behaviour.md#waiting-changes).
 */
import { WRITE_MESSAGES } from '@/domain/write-messages';
import type { WriteOutcome } from '@/repository/use-write';
import { translate } from '@/ui/i18n/i18n';
import {
  labelOfVariables,
  type Answer,
  type StoredRecord,
  type Tab,
  type World,
  type WriteRequest,
  testEnv,
} from './outbox-model-world';

export type WriteKind = 'accept' | 'refer' | 'status';

export interface ModelWrite {
  label: string;
  kind: WriteKind;
  member: string;
  tab: Tab;
  /** On the monotonic clock. */
  tappedAt: number;
  tappedOnline: boolean;
  referralId: string | null;
  /** A record of it landed on disk at some time. */
  stored: boolean;
  keys: Set<string>;
  /** Manual Retries: each may make a new key. */
  retries: number;
  outcome: WriteOutcome | null;
  outcomeAt: number | null;
  /** Requests made after this many had been made come after its discard. */
  discardedAfter: number | null;
  /** The discard was a logout's (C: the member's next sign-in by the device clock matters). */
  discardedByLogout: boolean;
  /** E: the discard was a consent's, made while storage writes failed or hung. */
  discardedUnstored: boolean;
  /** The device clock at the tap. */
  tappedAtWall: number;
  /** When the app says it was made (its record's createdAt), once stored. */
  createdAt: number | null;
  dismissed: boolean;
  /** Requests made after this many had been made come after its Dismiss. */
  dismissedAfter: number | null;
  /** Requests made after this many had been made come after its last manual Retry. */
  retriedAfter: number | null;
  /** A tab died or closed, or the sign-in changed, since the tap. */
  disturbedAt: number | null;
  /** F: the device clock jumped since the tap. */
  clockJumpedAt: number | null;
  /** A storage write fault was on at some time since the tap. */
  storageFaultSince: boolean;
}

/** The fallbacks as the member reads them, in English (the tests' language). */
const FALLBACK: Record<WriteKind, string> = {
  accept: translate(WRITE_MESSAGES.inviteFailed),
  refer: translate(WRITE_MESSAGES.referralFailed),
  status: translate(WRITE_MESSAGES.statusFailed),
};

/** An outcome as the member reads it: one of the app's messages in English. */
const inEnglish = (outcome: WriteOutcome): WriteOutcome =>
  'message' in outcome && typeof outcome.message !== 'string'
    ? { ...outcome, message: translate(outcome.message) }
    : outcome;

/**
 * Defects this test found that are not fixed yet, each shown on its own in
 * outbox-model-findings.test.tsx. The model lets them pass, so that it keeps finding others, unless
 * OUTBOX_MODEL_STRICT=1:
 * - A: a try settled (2xx, or answered at the tap) while storage writes fail leaves its record on
 *   the device: another tab, or the next start, sends it again; its own tab lists it for ever.
 * - B: a write's failure, backoff or Dismiss that cannot be stored is forgotten at the next read:
 *   the write is due again at once (a busy loop for a stale or expired write, no backoff for a
 *   retry, a refused write sent after all); a case that never comes to rest is stopped by the
 *   test's runner.
 * - C: a logout's note drops the member's writes made before their next sign-in by the device
 *   clock: set back before that sign-in, the dropped writes are sent after it; set back after it
 *   (while the note's deletion has not landed), the member's new writes are deleted unsent.
 * - D: a tab whose read of the outbox fails replays the records it last knew: under the lock, a
 *   write another tab has just sent could be sent again. Narrowed: the sending tab now tells the
 *   other tabs before it deletes the record and lets go of the lock (the findings' case passes);
 *   still tolerated here until the model has run strict over it.
 * - E: another member's consent to discard a member's writes is noted nowhere: when the deletion
 *   does not land (storage writes failing), those writes are sent once their member signs in
 *   again.
 * - F: the tap's wait for the first answer is measured on the device clock (the record's
 *   awaitedUntil): set forward while the first try is on its way, the answer is taken for a
 *   replay's (a 5xx retried, the tap told it waits); set back, a first try made after the tap
 *   stopped waiting still counts as awaited (its refusal drops the write, told by a notice).
 */
export const TOLERATE_KNOWN = testEnv('OUTBOX_MODEL_STRICT') !== '1';

/** How long after the tap an answer surely still finds the tap waiting (it waits 20 s). */
const SURELY_AWAITED_MS = 15_000;

export class OutboxModel {
  readonly writes = new Map<string, ModelWrite>();
  readonly violations: string[] = [];
  private checked = 0;
  /** Each sign-in: whose, and the device clock then. */
  private readonly signIns: Array<{ member: string; wall: number; at: number }> = [];
  private readonly actedByKey = new Map<string, WriteRequest[]>();
  private readonly labelOfKey = new Map<string, string>();
  private counter = 0;

  constructor(readonly world: World) {
    world.events = {
      stored: (record) => this.stored(record),
    };
  }

  nextNumber(): number {
    this.counter += 1;
    return this.counter;
  }

  violation(text: string): void {
    if (!this.violations.includes(text)) this.violations.push(text);
  }

  tapped(
    write: Omit<
      ModelWrite,
      | 'keys'
      | 'retries'
      | 'outcome'
      | 'outcomeAt'
      | 'discardedAfter'
      | 'discardedByLogout'
      | 'discardedUnstored'
      | 'dismissed'
      | 'dismissedAfter'
      | 'retriedAfter'
      | 'disturbedAt'
      | 'clockJumpedAt'
      | 'storageFaultSince'
      | 'stored'
      | 'tappedAtWall'
      | 'createdAt'
    >,
  ): ModelWrite {
    const made: ModelWrite = {
      ...write,
      tappedAtWall: this.world.wallNow(),
      createdAt: null,
      discardedByLogout: false,
      discardedUnstored: false,
      stored: false,
      keys: new Set(),
      retries: 0,
      outcome: null,
      outcomeAt: null,
      discardedAfter: null,
      dismissed: false,
      dismissedAfter: null,
      retriedAfter: null,
      disturbedAt: null,
      clockJumpedAt: null,
      storageFaultSince: this.world.faults.write !== 'ok',
    };
    this.writes.set(made.label, made);
    return made;
  }

  tapResolved(write: ModelWrite, outcome: WriteOutcome): void {
    write.outcome = inEnglish(outcome);
    write.outcomeAt = this.world.now();
  }

  private stored(record: StoredRecord): void {
    const label = labelOfVariables(record.write, record.variables);
    const write = this.writes.get(label);
    if (!write) {
      this.violation(`a record nobody made was stored: ${label}`);
      return;
    }
    write.stored = true;
    write.createdAt = record.createdAt;
    this.noteKey(write, record.idempotencyKey, 'stored');
  }

  private noteKey(write: ModelWrite, key: string, where: string): void {
    const owner = this.labelOfKey.get(key);
    if (owner !== undefined && owner !== write.label)
      this.violation(`one Idempotency-Key for two writes (${owner}, ${write.label}), ${where}`);
    this.labelOfKey.set(key, write.label);
    write.keys.add(key);
    if (write.keys.size > 1 + write.retries)
      this.violation(
        `${write.label} used ${write.keys.size} Idempotency-Keys with ${write.retries} manual retries`,
      );
  }

  /** Something since which a tap's wait cannot be judged by the plain rule. */
  disturb(): void {
    for (const write of this.writes.values()) write.disturbedAt ??= this.world.now();
  }

  clockJumped(): void {
    for (const write of this.writes.values()) write.clockJumpedAt ??= this.world.now();
  }

  storageFaultsChanged(): void {
    if (this.world.faults.write === 'ok') return;
    for (const write of this.writes.values()) write.storageFaultSince = true;
  }

  /** A logout dropped `member`'s waiting writes, or the next member agreed to discard them. */
  discard(whose: (member: string) => boolean, { byLogout }: { byLogout: boolean }): void {
    const after = this.world.server.requests.length;
    for (const write of this.writes.values()) {
      if (!whose(write.member) || write.discardedAfter !== null) continue;
      write.discardedAfter = after;
      write.discardedByLogout = byLogout;
      write.discardedUnstored = !byLogout && this.world.faults.write !== 'ok';
    }
  }

  signedIn(member: string): void {
    this.signIns.push({ member, wall: this.world.wallNow(), at: this.world.now() });
  }

  /** C: its member signed in again after the logout, the device clock then not past the tap. */
  private signedInAgainBeforeItByClock(write: ModelWrite): boolean {
    return (
      write.discardedByLogout &&
      this.signIns.some(
        (s) => s.member === write.member && s.wall <= (write.createdAt ?? write.tappedAtWall),
      )
    );
  }

  /** C: tapped after its member's sign-in, the device clock then set back before that sign-in. */
  private tappedBeforeASignInByClock(write: ModelWrite): boolean {
    return this.signIns.some(
      (s) =>
        s.member === write.member &&
        s.at <= write.tappedAt &&
        s.wall > (write.createdAt ?? write.tappedAtWall),
    );
  }

  /** A: a try of it was settled while storage writes failed or hung. */
  private settledWhileStorageBroken(write: ModelWrite): boolean {
    return this.world.server.requests.some(
      (r) =>
        r.label === write.label &&
        r.deliveredAt !== null &&
        r.storageBrokenAtAnswer &&
        r.answer.kind !== 'drop' &&
        r.answer.kind !== 'timeout',
    );
  }

  retried(label: string): void {
    const write = this.writes.get(label);
    if (!write) return;
    write.retries += 1;
    write.retriedAfter = this.world.server.requests.length;
  }

  dismissed(label: string): void {
    const write = this.writes.get(label);
    if (!write) return;
    write.dismissed = true;
    write.dismissedAfter = this.world.server.requests.length;
  }

  /** Rules each request must keep, checked as they are made. */
  checkRequests(): void {
    const requests = this.world.server.requests;
    for (; this.checked < requests.length; this.checked += 1) {
      const request = requests[this.checked]!;
      const write = this.writes.get(request.label);
      const what = `request ${request.n} (${request.label}, from ${request.tab})`;
      if (!write) {
        this.violation(`${what}: sent a write nobody made`);
        continue;
      }
      const knownCE =
        TOLERATE_KNOWN && (this.signedInAgainBeforeItByClock(write) || write.discardedUnstored);
      if (write.discardedAfter !== null && request.n > write.discardedAfter && !knownCE)
        this.violation(`${what}: sent after its discard`);
      const knownB = TOLERATE_KNOWN && write.storageFaultSince;
      if (write.dismissedAfter !== null && request.n > write.dismissedAfter && !knownB)
        this.violation(`${what}: sent after the member dismissed it`);
      if (request.token === null) this.violation(`${what}: sent without a token`);
      else if (request.member !== null && request.member !== write.member)
        this.violation(`${what}: carries member ${request.member}'s token, not ${write.member}'s`);
      if (request.key === null) this.violation(`${what}: no Idempotency-Key`);
      else this.noteKey(write, request.key, what);
      const earlier = requests.slice(0, request.n - 1).filter((r) => r.label === request.label);
      const inFlight = earlier.find((r) => r.deliveredAt === null && !r.aborted && !r.tab.dead);
      if (inFlight)
        this.violation(`${what}: sent while request ${inFlight.n} of it was still on its way`);
      if (request.acted && request.key !== null) {
        const acted = this.actedByKey.get(request.key) ?? [];
        // A duplicate is allowed only where the server took it and its answer was lost
        // (docs/decisions.md, "Once" means at least once, with a key).
        const lost = acted.some(
          (r) =>
            r.deliveredAt === null ||
            r.answer.kind === 'drop' ||
            r.answer.kind === 'timeout' ||
            (TOLERATE_KNOWN && r.storageBrokenAtAnswer && r.answer.kind === 'ok'),
        );
        const knownD = TOLERATE_KNOWN && request.readsBrokenAtSend;
        if (acted.length > 0 && !lost && !knownD)
          this.violation(
            `${what}: the server acted on key ${request.key} again, after request ${acted[0]!.n} got its answer`,
          );
        acted.push(request);
        this.actedByKey.set(request.key, acted);
      }
    }
  }

  /**
   * "An answer is shown, no answer is queued": a write tapped online whose first try got an HTTP
   * answer (not a 401, not a 503 for a key still in progress) within the tap's wait is answered
   * at once with the server's text (or the fallback), and nothing of it stays.
   */
  private checkAnswerShown(write: ModelWrite, stored: StoredRecord[]): void {
    if (!write.tappedOnline) return;
    const first = this.world.server.requests.find((r) => r.label === write.label);
    if (!first || first.deliveredAt === null || !shownAnswerOf(first.answer)) return;
    if (first.deliveredAt - write.tappedAt > SURELY_AWAITED_MS) return;
    if (write.disturbedAt !== null && write.disturbedAt <= first.deliveredAt) return;
    const jumped = write.clockJumpedAt !== null && write.clockJumpedAt <= first.deliveredAt;
    if (TOLERATE_KNOWN && jumped) return;
    if (write.tab.dead || write.tab.closed) return;
    const expected: WriteOutcome =
      first.answer.kind === 'ok'
        ? { status: 'sent' }
        : { status: 'failed', message: messageOf(first.answer) ?? FALLBACK[write.kind] };
    if (write.outcome === null) {
      this.violation(`${write.label}: its tap was never answered (first try: ${describe(first)})`);
      return;
    }
    if (JSON.stringify(write.outcome) !== JSON.stringify(expected))
      this.violation(
        `${write.label}: the tap was told ${JSON.stringify(write.outcome)}, not ${JSON.stringify(expected)} (first try: ${describe(first)})`,
      );
    if (first.answer.kind === 'ok') return;
    const later = this.world.server.requests.filter(
      (r) => r.label === write.label && r.n > first.n && !(TOLERATE_KNOWN && r.readsBrokenAtSend),
    );
    const kept = stored.some((r) => labelOfVariables(r.write, r.variables) === write.label);
    const note = write.storageFaultSince ? ' (a storage write fault was on)' : '';
    if (TOLERATE_KNOWN && this.settledWhileStorageBroken(write)) return;
    if (kept) this.violation(`${write.label}: answered at the tap, yet still stored${note}`);
    if (later.length > 0)
      this.violation(
        `${write.label}: answered at the tap, yet sent again (request ${later[0]!.n})${note}`,
      );
  }

  /** After the world was healed and left alone for long: where every write ended. */
  finalCheck(stored: StoredRecord[]): void {
    this.checkRequests();
    for (const error of this.world.errors) this.violation(error);
    const requests = this.world.server.requests;
    for (const write of this.writes.values()) {
      this.checkAnswerShown(write, stored);
      const acted = requests.filter((r) => r.label === write.label && r.acted);
      const record = stored.find((r) => labelOfVariables(r.write, r.variables) === write.label);
      const member = write.member;
      const shownBy = this.world
        .liveTabs()
        .map((tab) => tab.engine())
        .find((engine) => engine?.memberKey === member);
      if (write.outcome?.status === 'sent' && acted.length === 0)
        this.violation(`${write.label}: the tap was told 'sent', but the server never took it`);
      if (write.outcome === null && !write.tab.dead && !write.tab.closed && !write.discardedAfter)
        this.violation(`${write.label}: its tap was never answered`);
      if (write.outcome?.status === 'failed' && write.outcomeAt !== null) {
        const toldAt = write.outcomeAt;
        const sentLater = acted.find(
          (r) =>
            r.at > toldAt &&
            (write.retriedAfter === null || r.n <= write.retriedAfter) &&
            !(TOLERATE_KNOWN && (r.readsBrokenAtSend || this.settledWhileStorageBroken(write))),
        );
        if (sentLater)
          this.violation(
            `${write.label}: the tap was told it failed (${write.outcome.message}), then request ${sentLater.n} made it`,
          );
      }
      if (acted.length > 0) continue;
      if (write.discardedAfter !== null || write.dismissed) continue;
      if (write.outcome?.status === 'failed') continue;
      if (this.superseded(write)) continue;
      if (record) {
        if (shownBy) {
          const listed = shownBy.outbox
            .waiting()
            .some(
              (w) =>
                labelOfVariables(w.write, w.variables as Record<string, unknown>) === write.label,
            );
          if (!listed)
            this.violation(`${write.label}: stored, but not in its member's waiting list`);
          else if (
            record.state === 'queued' &&
            !(TOLERATE_KNOWN && this.settledWhileStorageBroken(write))
          )
            this.violation(
              `${write.label}: still queued after 12 healthy minutes with its member signed in (attempts ${record.attempts})`,
            );
        }
        continue;
      }
      if (!write.stored && (write.tab.dead || write.tab.closed) && write.outcome === null) continue;
      if (TOLERATE_KNOWN && this.tappedBeforeASignInByClock(write)) continue;
      if (this.toldByNotice(write)) continue;
      this.violation(
        `${write.label}: silently gone (outcome ${JSON.stringify(write.outcome)}, stored ${write.stored}, ${requests.filter((r) => r.label === write.label).length} requests)`,
      );
    }
  }

  /**
   * The server answered a try of it with a refusal, and a tab told the member so (its tapping
   * tab may have died meanwhile: another tab then shows the answer as a notice).
   */
  private toldByNotice(write: ModelWrite): boolean {
    return this.world.server.requests.some((request) => {
      if (request.label !== write.label || request.deliveredAt === null) return false;
      if (request.answer.kind !== 'refused' && request.answer.kind !== 'server-error') return false;
      const text = messageOf(request.answer) ?? FALLBACK[write.kind];
      return this.world.tabs.some((tab) =>
        tab.notices.some(
          (notice) =>
            notice.tone === 'error' && notice.message === text && notice.at >= request.deliveredAt!,
        ),
      );
    });
  }

  /** A status change replaced by a newer one of the same referral, stored after it. */
  private superseded(write: ModelWrite): boolean {
    if (write.kind !== 'status') return false;
    return [...this.writes.values()].some(
      (newer) =>
        newer !== write &&
        newer.kind === 'status' &&
        newer.member === write.member &&
        newer.referralId === write.referralId &&
        newer.tappedAt >= write.tappedAt &&
        newer.stored,
    );
  }
}

function shownAnswerOf(answer: Answer): boolean {
  return answer.kind === 'ok' || answer.kind === 'refused' || answer.kind === 'server-error';
}

function messageOf(answer: Answer): string | null {
  return 'message' in answer ? answer.message : null;
}

function describe(request: WriteRequest): string {
  return `${JSON.stringify(request.answer)} by ${request.tab}, delivered at ${request.deliveredAt}`;
}
