/**
 * The commands of the outbox's model-based test: what members, tabs, the network, the server,
 * storage and the clock may do, in any order. Each runs on the real app in the world
 * (outbox-model-world.tsx), lets a moment pass until the app is at rest, and lets the model check
 * every request made meanwhile (outbox-model-state.ts):
 * - tabs: OpenTab, CloseTab (its engine stops first), KillTab (it dies, holding the lock or not),
 *   Show/Hide;
 * - members: Tap (Accept, Create Referral, a status change) on a tab's dashboard, Logout ("Log
 *   out anyway"), SignIn as member 5 or 6 (agreeing to discard another member's writes or not),
 *   Retry or Dismiss a refused write;
 * - the network and the server: Online/Offline, Answers (what the next writes get: 2xx, 4xx, 401
 *   with the sign-in check's 2xx or 401, 5xx, 408, 429, a 503 for a key in progress, no answer, a
 *   dropped connection before or after the server acted; each after a delay);
 * - storage: reads and writes of the outbox that work, fail or hang;
 * - the clock: Advance (time passes), ClockJump (the device's clock set forward or back),
 *   IdleMinute (nothing happens for a minute: the outbox is read at most 10 times if nothing was
 *   sent or changed in it, so nothing was due, and no write is tried more than 8 times).
 */
import fc from 'fast-check';
import type { ReferralStatus } from '@/domain/types';
import { TOLERATE_KNOWN, type OutboxModel, type WriteKind } from './outbox-model-state';
import {
  labelOfVariables,
  type Answer,
  type StorageFault,
  type Tab,
  type World,
} from './outbox-model-world';

type Command = fc.AsyncCommand<OutboxModel, World>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HUMAN_PACE_MS = 50;

/** The live tab in this slot (slots count live tabs, oldest first). */
function liveTab(world: World, slot: number): Tab | null {
  const live = world.liveTabs();
  return live.length === 0 ? null : live[slot % live.length]!;
}

/** The tab in this slot among those showing a member's dashboard. */
function dashboardTab(world: World, slot: number): Tab | null {
  const shown = world.liveTabs().filter((tab) => tab.engine() !== null);
  return shown.length === 0 ? null : shown[slot % shown.length]!;
}

const someoneSignedIn = () => localStorage.getItem('auth_token') !== null;

/** How many commands of each kind ran (OUTBOX_MODEL_DEBUG=1 prints it). */
export const executed = new Map<string, number>();

/** After each command: a moment passes (nobody taps twice in a millisecond), the app settles. */
async function rest(model: OutboxModel, world: World, command: Command): Promise<void> {
  const kind = command.constructor.name;
  executed.set(kind, (executed.get(kind) ?? 0) + 1);
  world.trace(`-- ${String(command)} done`);
  await world.advance(HUMAN_PACE_MS);
  await world.syncShells();
  model.checkRequests();
}

class OpenTab implements Command {
  check = (model: OutboxModel) => model.world.liveTabs().length < 3;
  async run(model: OutboxModel, world: World) {
    await world.openTab();
    await rest(model, world, this);
  }
  toString = () => 'OpenTab';
}

class KillTab implements Command {
  constructor(readonly slot: number) {}
  check = (model: OutboxModel) => liveTab(model.world, this.slot) !== null;
  async run(model: OutboxModel, world: World) {
    const tab = liveTab(world, this.slot)!;
    world.kill(tab);
    model.disturb();
    await rest(model, world, this);
  }
  toString = () => `KillTab(${this.slot})`;
}

class CloseTab implements Command {
  constructor(readonly slot: number) {}
  check = (model: OutboxModel) => liveTab(model.world, this.slot) !== null;
  async run(model: OutboxModel, world: World) {
    const tab = liveTab(world, this.slot)!;
    await world.close(tab);
    model.disturb();
    await rest(model, world, this);
  }
  toString = () => `CloseTab(${this.slot})`;
}

export type TapWhat =
  | { kind: 'accept' }
  | { kind: 'refer' }
  | { kind: 'status'; referralId: string; status: ReferralStatus };

class Tap implements Command {
  constructor(
    readonly slot: number,
    readonly what: TapWhat,
  ) {}
  check = (model: OutboxModel) => {
    if (!dashboardTab(model.world, this.slot)) return false;
    if (this.what.kind !== 'status') return true;
    return !model.writes.has(`status:${this.what.referralId}:${this.what.status}`);
  };
  async run(model: OutboxModel, world: World) {
    const tab = dashboardTab(world, this.slot)!;
    const engine = tab.engine()!;
    const view = tab.view!.result.current;
    const online = tab.run(() => tab.modules.query.onlineManager.isOnline());
    const n = model.nextNumber();
    const kind: WriteKind = this.what.kind;
    let label: string;
    let tap: () => Promise<Awaited<ReturnType<typeof view.accept>>>;
    if (this.what.kind === 'accept') {
      const session = {
        id: `s${n}`,
        instructor: 'R',
        topic: `Topic s${n}`,
        link: 'https://meet.example.com/x',
        mode: 'online' as const,
        startsAt: world.wallNow() + 2 * DAY,
        name: '',
      };
      label = labelOfVariables('acceptInvite', { sessionId: session.id });
      tap = () => view.accept(session);
    } else if (this.what.kind === 'refer') {
      const description = `w${n}`;
      label = labelOfVariables('createReferral', { description });
      tap = () =>
        view.refer({ recipient: { id: '8', name: 'Bob Shah' }, description, status: 'pending' });
    } else {
      const { referralId, status } = this.what;
      label = labelOfVariables('changeReferralStatus', { referralId, status });
      tap = () => view.change({ referralId, status });
    }
    const write = model.tapped({
      label,
      kind,
      member: engine.memberKey,
      tab,
      tappedAt: world.now(),
      tappedOnline: online,
      referralId: this.what.kind === 'status' ? this.what.referralId : null,
    });
    void tab.run(tap).then(
      (outcome) => model.tapResolved(write, outcome),
      (error: unknown) => model.violation(`${label}: the tap rejected (${String(error)})`),
    );
    await rest(model, world, this);
  }
  toString = () =>
    `Tap(${this.slot}, ${this.what.kind}${this.what.kind === 'status' ? ` ${this.what.referralId} ${this.what.status}` : ''})`;
}

class Logout implements Command {
  constructor(readonly slot: number) {}
  check = (model: OutboxModel) => dashboardTab(model.world, this.slot) !== null;
  async run(model: OutboxModel, world: World) {
    const tab = dashboardTab(world, this.slot)!;
    const member = tab.engine()!.memberKey;
    // "Log out anyway": the member's waiting writes go.
    model.discard((whose) => whose === member, { byLogout: true });
    model.disturb();
    await world.drive(
      tab.run(() => tab.modules.auth.signOut()),
      5 * SECOND,
    );
    await rest(model, world, this);
  }
  toString = () => `Logout(${this.slot})`;
}

class SignIn implements Command {
  constructor(
    readonly slot: number,
    readonly member: '5' | '6',
    readonly consent: boolean,
  ) {}
  check = (model: OutboxModel) => !someoneSignedIn() && liveTab(model.world, this.slot) !== null;
  async run(model: OutboxModel, world: World) {
    const tab = liveTab(world, this.slot)!;
    const { auth } = tab.modules;
    model.disturb();
    const input = { email: `member${this.member}@example.com`, password: 'pw', remember: false };
    const result = await world.drive(
      tab.run(() => auth.signIn(input)),
      10 * SECOND,
    );
    if (result?.status === 'confirm-discard' && this.consent) {
      model.discard((whose) => whose !== this.member, { byLogout: false });
      await world.drive(
        tab.run(() => result.discardAndSignIn()),
        10 * SECOND,
      );
    }
    if (someoneSignedIn()) model.signedIn(this.member);
    await rest(model, world, this);
  }
  toString = () =>
    `SignIn(${this.slot}, member ${this.member}, ${this.consent ? 'discard' : 'keep'})`;
}

class ScriptAnswers implements Command {
  constructor(readonly answers: Answer[]) {}
  check = (model: OutboxModel) => model.world.server.answers.length < 6;
  async run(model: OutboxModel, world: World) {
    world.server.answers.push(...this.answers);
    await rest(model, world, this);
  }
  toString = () => `Answers(${this.answers.map(describeAnswer).join(', ')})`;
}

class Network implements Command {
  constructor(readonly online: boolean) {}
  check = (model: OutboxModel) => model.world.online !== this.online;
  async run(model: OutboxModel, world: World) {
    world.setOnline(this.online);
    await rest(model, world, this);
  }
  toString = () => (this.online ? 'Online' : 'Offline');
}

class StorageFaults implements Command {
  constructor(
    readonly read: StorageFault,
    readonly write: StorageFault,
  ) {}
  check = () => true;
  async run(model: OutboxModel, world: World) {
    world.faults = { read: this.read, write: this.write };
    model.storageFaultsChanged();
    await rest(model, world, this);
  }
  toString = () => `Storage(reads ${this.read}, writes ${this.write})`;
}

class ClockJump implements Command {
  constructor(readonly deltaMs: number) {}
  check = () => true;
  async run(model: OutboxModel, world: World) {
    world.jumpClock(this.deltaMs);
    model.clockJumped();
    await rest(model, world, this);
  }
  toString = () => `ClockJump(${this.deltaMs / MINUTE} min)`;
}

class Advance implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: OutboxModel, world: World) {
    await world.advance(this.ms);
    await rest(model, world, this);
  }
  toString = () => `Advance(${this.ms / SECOND} s)`;
}

class Visible implements Command {
  constructor(
    readonly slot: number,
    readonly visible: boolean,
  ) {}
  check = (model: OutboxModel) => liveTab(model.world, this.slot) !== null;
  async run(model: OutboxModel, world: World) {
    world.setVisible(liveTab(world, this.slot)!, this.visible);
    await rest(model, world, this);
  }
  toString = () => `${this.visible ? 'Show' : 'Hide'}(${this.slot})`;
}

/** The member taps Retry (or Dismiss) on a refused write in the tab's list. */
class RetryOrDismiss implements Command {
  constructor(
    readonly slot: number,
    readonly retry: boolean,
  ) {}
  private failed(world: World) {
    const tab = dashboardTab(world, this.slot);
    const entry = tab
      ?.engine()
      ?.outbox.waiting()
      .find((w) => w.state === 'failed');
    return tab && entry ? { tab, entry } : null;
  }
  check = (model: OutboxModel) => this.failed(model.world) !== null;
  async run(model: OutboxModel, world: World) {
    const { tab, entry } = this.failed(world)!;
    const label = labelOfVariables(entry.write, entry.variables as Record<string, unknown>);
    const outbox = tab.engine()!.outbox;
    if (this.retry) model.retried(label);
    else model.dismissed(label);
    await world.drive(
      tab.run(() => (this.retry ? outbox.retry(entry.id) : outbox.dismiss(entry.id))),
      5 * SECOND,
    );
    await rest(model, world, this);
  }
  toString = () => `${this.retry ? 'Retry' : 'Dismiss'}(${this.slot})`;
}

/**
 * A minute in which nobody does anything: if nothing was sent or changed in it, nothing was due,
 * and the tabs together read the outbox at most 10 times.
 */
class IdleMinute implements Command {
  check = () => true;
  async run(model: OutboxModel, world: World) {
    const reads = world.outboxReads;
    const changes = world.outboxWrites;
    const sent = world.server.requests.length;
    await world.advance(MINUTE);
    const readsInMinute = world.outboxReads - reads;
    // (B, outbox-model-state.ts: with storage writes failing or hanging, a failure or a backoff
    // that cannot be stored is forgotten, and the write is due again at once.)
    const knownB = TOLERATE_KNOWN && world.faults.write !== 'ok';
    const nothingDone = world.server.requests.length === sent && world.outboxWrites === changes;
    if (nothingDone && readsInMinute > 10 && !knownB)
      model.violation(
        `the outbox was read ${readsInMinute} times in a minute in which nothing was sent or changed`,
      );
    // Backoff: 1 s, 2 s, 4 s ... so one write is tried a handful of times in a minute at most.
    const tries = new Map<string, number>();
    for (const request of world.server.requests.slice(sent))
      tries.set(request.label, (tries.get(request.label) ?? 0) + 1);
    for (const [label, count] of tries)
      if (count > 8 && !knownB)
        model.violation(`${label} was tried ${count} times in one quiet minute`);
    await rest(model, world, this);
  }
  toString = () => 'IdleMinute';
}

export function describeAnswer(answer: Answer): string {
  const latency = 'latency' in answer && answer.latency > 0 ? ` after ${answer.latency} ms` : '';
  switch (answer.kind) {
    case 'ok':
      return `2xx${latency}`;
    case 'refused':
      return `${answer.status} ${answer.message ?? '(no message)'}${latency}`;
    case 'unauthorized':
      return `401 (sign-in check ${answer.signInHolds ? '2xx' : '401'})${latency}`;
    case 'server-error':
      return `${answer.status} ${answer.message ?? '(no message)'}${answer.retryAfterS === null ? '' : ` Retry-After ${answer.retryAfterS}`}${latency}`;
    case 'in-progress':
      return `503 key in progress, Retry-After ${answer.retryAfterS}${latency}`;
    case 'timeout':
      return `no answer (timeout${answer.acted ? ', server acted' : ''})`;
    case 'drop':
      return `dropped${answer.acted ? ' after the server acted' : ''}${latency}`;
  }
}

const latency = fc.constantFrom(0, 0, 300, 5000);

export const answerArbitrary: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 3, arbitrary: latency.map((ms): Answer => ({ kind: 'ok', latency: ms })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refused' as const),
      status: fc.constantFrom(400, 403, 404, 409, 422),
      message: fc.constantFrom(null, 'Session is full', 'Status locked'),
      latency,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unauthorized' as const),
      signInHolds: fc.boolean(),
      latency,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('server-error' as const),
      status: fc.constantFrom(500, 502, 503, 408, 429),
      message: fc.constantFrom(null, 'Mail server down'),
      retryAfterS: fc.constantFrom(null, null, 2, 120),
      latency,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('in-progress' as const),
      retryAfterS: fc.constantFrom(1, 30),
      latency,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('timeout' as const), acted: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('drop' as const), acted: fc.boolean(), latency }),
  },
);

const slot = fc.nat(2);
const fault = fc.constantFrom<StorageFault>('ok', 'ok', 'fail', 'hang');

const tapWhat: fc.Arbitrary<TapWhat> = fc.oneof(
  fc.constant<TapWhat>({ kind: 'accept' }),
  fc.constant<TapWhat>({ kind: 'refer' }),
  fc.record({
    kind: fc.constant('status' as const),
    referralId: fc.constantFrom('4', '9'),
    status: fc.constantFrom<ReferralStatus>('pending', 'in process', 'done'),
  }),
);

const tap = fc.tuple(slot, tapWhat).map(([s, what]) => new Tap(s, what));
const answers = fc
  .array(answerArbitrary, { minLength: 1, maxLength: 3 })
  .map((a) => new ScriptAnswers(a));
const advance = fc
  .constantFrom(300, 2 * SECOND, 10 * SECOND, 21 * SECOND, MINUTE, 5 * MINUTE)
  .map((ms) => new Advance(ms));

/** fast-check picks each entry alike: the commonest events are listed more than once. */
export const commandArbitraries: Array<fc.Arbitrary<Command>> = [
  tap,
  tap,
  tap,
  tap,
  tap,
  tap,
  tap,
  answers,
  answers,
  answers,
  advance,
  advance,
  advance,
  fc.constant(new OpenTab()),
  fc.constant(new OpenTab()),
  slot.map((s) => new KillTab(s)),
  slot.map((s) => new CloseTab(s)),
  slot.map((s) => new Logout(s)),
  fc
    .tuple(slot, fc.constantFrom<'5' | '6'>('5', '6'), fc.boolean())
    .map(([s, member, consent]) => new SignIn(s, member, consent)),
  fc
    .tuple(slot, fc.constantFrom<'5' | '6'>('5', '6'), fc.boolean())
    .map(([s, member, consent]) => new SignIn(s, member, consent)),
  fc.boolean().map((online) => new Network(online)),
  fc.boolean().map((online) => new Network(online)),
  fc.tuple(fault, fault).map(([read, write]) => new StorageFaults(read, write)),
  fc
    .constantFrom(-3 * HOUR, -10 * MINUTE, 10 * MINUTE, 3 * HOUR, 8 * DAY)
    .map((delta) => new ClockJump(delta)),
  fc.tuple(slot, fc.boolean()).map(([s, visible]) => new Visible(s, visible)),
  fc.tuple(slot, fc.boolean()).map(([s, retry]) => new RetryOrDismiss(s, retry)),
  fc.constant(new IdleMinute()),
];
