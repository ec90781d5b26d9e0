/**
 * The world the outbox's model-based test (outbox-model.test.tsx) runs the app in: a device with
 * tabs of the app, a network, a server, IndexedDB that can break, and a clock.
 *
 * Each tab is a page of its own, as far as the app can tell:
 * - its own module graph (vi.resetModules and fresh imports), TanStack Query's included (the
 *   'own-tabs' project of vitest.config.ts inlines it), so each has its own online manager;
 * - its own window and document as event targets: listeners the tab's code adds to `window` or
 *   `document` are kept per tab and only the world dispatches to them (visibility, online and
 *   offline, the 'storage' event other tabs' localStorage writes cause), and
 *   `document.visibilityState` is the tab's own;
 * - the tab's code runs in an AsyncLocalStorage context, so the world knows which tab asks for a
 *   timer, a fetch, a lock, a BroadcastChannel, an IndexedDB transaction or a localStorage write.
 *   The modules the app imports lazily (lazy-code.ts's, sign-in.ts) resolve to the asking tab's
 *   own instances: the test files mock them with `tabModule` below. (The engine's lazy import of
 *   waiting-on-device.ts may get another tab's instance: it keeps no state of its own.)
 *
 * A tab that dies (its page is killed) stops at once: its timers never fire, its fetches never
 * answer, its channel neither posts nor hears, its IndexedDB transactions and localStorage writes
 * never happen, and its Web Lock is free although its callback never settles
 * (web-locks-fake.ts, abandon). A tab that is closed stops its engine first (the outbox aborts
 * what it sends and lets the lock go), then dies.
 *
 * Time is simulated: timers, Date and performance.now follow a clock the test moves (advance),
 * and the device's wall clock can jump on its own (jumpClock) while the server's clock and the
 * page's monotonic clock go on. Between moves the world waits until the app is at rest: no
 * IndexedDB transaction open, no timer due, nothing happening for a few turns of the event loop.
 */
import { renderHook, type RenderHookResult } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, values } from 'idb-keyval';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type * as AuthModule from '@/repository/auth-repository';
import type * as EngineModule from '@/repository/engine/member-engine';
import type * as MemberKeyModule from '@/repository/member-key';
import type * as ProviderModule from '@/repository/member-data-provider';
import type * as WaitingModule from '@/repository/outbox/waiting-on-device';
import type * as SignInModule from '@/repository/sign-in';
import type * as WritesModule from '@/repository/use-write';
import type * as NoticesModule from '@/repository/write-notices';
import { translate } from '@/ui/i18n/i18n';
import type * as QueryModule from '@tanstack/react-query';
import { createWebLocksFake, type WebLocksFake } from '../web-locks-fake';

/** What the world needs of Node, typed here: the app's typecheck knows browsers only. */
interface NodeRuntime {
  process: {
    env: Record<string, string | undefined>;
    getBuiltinModule: (id: 'node:async_hooks') => {
      AsyncLocalStorage: new <T>() => {
        getStore: () => T | undefined;
        run: <R>(store: T, work: () => R) => R;
        exit: <R>(work: () => R) => R;
      };
    };
  };
  setImmediate: (callback: () => void) => unknown;
}
const node = globalThis as unknown as NodeRuntime;

/** An environment variable of the test run (DEEP, OUTBOX_MODEL_*). */
export const testEnv = (name: string): string | undefined => node.process.env[name];

const { AsyncLocalStorage } = node.process.getBuiltinModule('node:async_hooks');
const scope = new AsyncLocalStorage<Tab>();

/** The tab whose code is running now; undefined for the test's own code. */
export const currentTab = (): Tab | undefined => scope.getStore();

export interface TabModules {
  auth: typeof AuthModule;
  engine: typeof EngineModule;
  memberKey: typeof MemberKeyModule;
  provider: typeof ProviderModule;
  waiting: typeof WaitingModule;
  signIn: typeof SignInModule;
  writes: typeof WritesModule;
  notices: typeof NoticesModule;
  query: typeof QueryModule;
}

type LazyName = 'engine' | 'waiting' | 'memberKey' | 'signIn';

/**
 * What the test files' mocks of lazy-code.ts and sign-in.ts return: the asking tab's own module
 * (outside any tab, as in the shared test setup, the module as imported now).
 */
export function tabModule(name: LazyName): Promise<unknown> {
  const modules = currentTab()?.modules;
  if (modules) return Promise.resolve(modules[name]);
  if (name === 'engine') return import('@/repository/engine/member-engine');
  if (name === 'waiting') return import('@/repository/outbox/waiting-on-device');
  if (name === 'memberKey') return import('@/repository/member-key');
  return vi.importActual('@/repository/sign-in');
}

export interface TapFunctions {
  accept: ReturnType<typeof WritesModule.useWrite<'acceptInvite'>>;
  refer: ReturnType<typeof WritesModule.useWrite<'createReferral'>>;
  change: ReturnType<typeof WritesModule.useWrite<'changeReferralStatus'>>;
}

type Listener = {
  target: 'window' | 'document';
  type: string;
  listener: EventListenerOrEventListenerObject;
};

export class Tab {
  dead = false;
  /** Closed by the member (its engine stopped first), as opposed to killed. */
  closed = false;
  visible = true;
  modules!: TabModules;
  /** The dashboard: the writes' hook rendered under the member's provider; null on /login. */
  view: RenderHookResult<TapFunctions, unknown> | null = null;
  viewEngine: EngineModule.MemberEngine | null = null;
  readonly listeners: Listener[] = [];
  /** What the tab told its member (write-notices.ts), with when. */
  readonly notices: Array<{ tone: string; message: string; at: number }> = [];

  constructor(
    readonly id: number,
    readonly world: World,
  ) {}

  run<T>(work: () => T): T {
    return scope.run(this, work);
  }

  /** The engine whose screen is shown, when it is still the tab's running engine. */
  engine(): EngineModule.MemberEngine | null {
    if (this.dead || !this.view) return null;
    const running = this.run(() => this.modules.engine.activeEngine());
    return running === this.viewEngine ? running : null;
  }

  dispatch(target: 'window' | 'document', type: string, event: Event | Record<string, unknown>) {
    if (this.dead) return;
    for (const entry of this.listeners.filter((l) => l.target === target && l.type === type)) {
      if (this.dead) return;
      this.world.activity += 1;
      this.run(() => {
        try {
          const { listener } = entry;
          if (typeof listener === 'function') listener.call(globalThis, event as Event);
          else listener.handleEvent(event as Event);
        } catch (error) {
          this.world.errors.push(`tab ${this.id}: a ${type} listener threw: ${String(error)}`);
        }
      });
    }
  }

  toString(): string {
    return `tab ${this.id}`;
  }
}

interface Timer {
  id: number;
  at: number;
  seq: number;
  callback: () => void;
  interval: number | null;
  owner: Tab | undefined;
}

/** One answer the server gives a write, scripted by the test; 'ok' when none is scripted. */
export type Answer =
  | { kind: 'ok'; latency: number }
  | { kind: 'refused'; status: number; message: string | null; latency: number }
  | { kind: 'unauthorized'; signInHolds: boolean; latency: number }
  | {
      kind: 'server-error';
      status: number;
      message: string | null;
      retryAfterS: number | null;
      latency: number;
    }
  | { kind: 'in-progress'; retryAfterS: number; latency: number }
  | { kind: 'timeout'; acted: boolean }
  | { kind: 'drop'; acted: boolean; latency: number };

export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed; retry later';

export interface WriteRequest {
  n: number;
  tab: Tab;
  label: string;
  member: string | null;
  token: string | null;
  key: string | null;
  answer: Answer;
  acted: boolean;
  at: number;
  /** When the answer reached the tab (it may be an error); null while none has. */
  deliveredAt: number | null;
  /** The tab gave up waiting (its timeout, its engine stopped). */
  aborted: boolean;
  /** Storage writes were failing or hanging when the answer came. */
  storageBrokenAtAnswer: boolean;
  /** Storage reads were failing or hanging when it was sent. */
  readsBrokenAtSend: boolean;
}

export interface StoredRecord {
  id: string;
  memberKey: string;
  write: string;
  variables: Record<string, unknown>;
  idempotencyKey: string;
  createdAt: number;
  state: string;
  failure: string | null;
  attempts: number;
  awaitedUntil: number | null;
}

/** The model's name of a write, from what it concerns. */
export function labelOfVariables(write: string, variables: Record<string, unknown>): string {
  if (write === 'acceptInvite') return `accept:${String(variables.sessionId)}`;
  if (write === 'createReferral') return `refer:${String(variables.description)}`;
  if (write === 'changeReferralStatus')
    return `status:${String(variables.referralId)}:${String(variables.status)}`;
  return `unknown:${write}`;
}

function labelOfRequest(method: string, path: string, body: unknown): string | null {
  const invite = /^\/online_sessions\/([^/]+)\/send_invite$/.exec(path);
  if (method === 'POST' && invite) return `accept:${decodeURIComponent(invite[1]!)}`;
  if (method === 'POST' && path === '/referrals') {
    const referral = (body as { referral?: { description?: unknown } } | null)?.referral;
    return `refer:${String(referral?.description)}`;
  }
  const status = /^\/referrals\/([^/]+)$/.exec(path);
  if (method === 'PUT' && status)
    return `status:${decodeURIComponent(status[1]!)}:${String((body as { status?: unknown } | null)?.status)}`;
  return null;
}

/** A transaction nothing of which ever answers (a hung IndexedDB, or a dead page's). */
function hungTransaction(): IDBTransaction {
  const transaction = {} as IDBTransaction;
  const store = new Proxy(
    {},
    { get: (_target, key) => (key === 'transaction' ? transaction : () => ({})) },
  );
  Object.assign(transaction, {
    objectStore: () => store,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return transaction;
}

export type StorageFault = 'ok' | 'fail' | 'hang';

/** The app never comes to rest: something runs again and again without time passing. */
export class BusyLoopError extends Error {}

const MEMBER_NAMES: Record<string, string> = { '5': 'Member 5', '6': 'Member 6' };

/** A server that acts on every accepted write, as an API that ignores Idempotency-Key would. */
export class FakeServer {
  readonly tokens = new Map<string, { member: string; revoked: boolean }>();
  answers: Answer[] = [];
  readonly requests: WriteRequest[] = [];
  /** Referrals the server made, per member, for the Sent list (GET /referrals). */
  readonly referrals = new Map<string, Array<Record<string, unknown>>>();
  private logins = 0;

  constructor(private readonly world: World) {}

  issueToken(member: string): string {
    this.logins += 1;
    const token = `token-${member}-${this.logins}`;
    this.tokens.set(token, { member, revoked: false });
    return token;
  }

  private respond(
    init: RequestInit | undefined,
    latency: number,
    build: () => Response | Error,
    request?: WriteRequest,
  ): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      const abort = () => {
        if (request && request.deliveredAt === null) request.aborted = true;
        reject(new DOMException('Aborted', 'AbortError'));
      };
      if (signal?.aborted) {
        abort();
        return;
      }
      if (latency === Infinity) {
        signal?.addEventListener('abort', abort, { once: true });
        return;
      }
      // A timer of the asking tab: a tab that dies meanwhile never hears the answer.
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        if (request) {
          request.deliveredAt = this.world.now();
          request.storageBrokenAtAnswer = this.world.faults.write !== 'ok';
        }
        const result = build();
        if (result instanceof Error) reject(result);
        else resolve(result);
      }, latency);
      const onAbort = () => {
        clearTimeout(timer);
        abort();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        Date: new Date(this.world.serverNow()).toUTCString(),
        ...headers,
      },
    });
  }

  handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const tab = currentTab();
    // A dead page sends nothing.
    if (tab?.dead) return new Promise<Response>(() => undefined);
    this.world.activity += 1;
    // As a browser does: an aborted signal sends nothing.
    if (init?.signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    if (!this.world.online) return Promise.reject(new TypeError('Failed to fetch'));
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const token = headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    if (method === 'POST' && path === '/login') {
      const email = String((body as { email?: unknown } | null)?.email ?? '');
      const member = /member(\d+)@/.exec(email)?.[1] ?? '0';
      const issued = this.issueToken(member);
      const user = {
        id: member,
        fullname: MEMBER_NAMES[member] ?? 'Someone',
        role: 'member',
        email,
      };
      return this.respond(init, 0, () => this.json({ token: issued, user }, 200));
    }
    const holder = token ? this.tokens.get(token) : undefined;
    const label = labelOfRequest(method, path, body);
    if (label !== null) return this.write(tab, init, label, token, holder, headers, body);
    if (!holder || holder.revoked)
      return this.respond(init, 0, () => this.json({ message: 'Unauthorized' }, 401));
    if (method === 'GET' && path === '/referrals') {
      const list = this.referrals.get(holder.member) ?? [];
      return this.respond(init, 0, () => this.json(list, 200));
    }
    return this.respond(init, 0, () => this.json([], 200));
  }

  private write(
    tab: Tab | undefined,
    init: RequestInit | undefined,
    label: string,
    token: string | null,
    holder: { member: string; revoked: boolean } | undefined,
    headers: Headers,
    body: unknown,
  ): Promise<Response> {
    const signedOut = !holder || holder.revoked;
    const answer: Answer = signedOut
      ? { kind: 'unauthorized', signInHolds: false, latency: 0 }
      : (this.answers.shift() ?? { kind: 'ok', latency: 0 });
    const acted =
      !signedOut &&
      (answer.kind === 'ok' ||
        ((answer.kind === 'timeout' || answer.kind === 'drop') && answer.acted));
    const request: WriteRequest = {
      n: this.requests.length + 1,
      tab: tab!,
      label,
      member: holder?.member ?? null,
      token,
      key: headers.get('Idempotency-Key'),
      answer,
      acted,
      at: this.world.now(),
      deliveredAt: null,
      aborted: false,
      storageBrokenAtAnswer: false,
      readsBrokenAtSend: this.world.faults.read !== 'ok',
    };
    this.requests.push(request);
    this.world.trace(
      `request ${request.n} ${label} by ${tab} member ${request.member} key ${request.key}: ${answer.kind}`,
    );
    if (acted && holder && label.startsWith('refer:')) {
      const referral = (body as { referral: Record<string, unknown> }).referral;
      const list = this.referrals.get(holder.member) ?? [];
      list.push({
        id: 1000 + request.n,
        description: referral.description,
        status: referral.status,
        created_at: new Date(this.world.serverNow()).toISOString(),
        referred_to: { id: Number(referral.referred_to_id), fullname: 'Bob Shah' },
      });
      this.referrals.set(holder.member, list);
    }
    // The sign-in ended on the server: this write's 401 and every later call's.
    if (answer.kind === 'unauthorized' && !answer.signInHolds && holder) holder.revoked = true;
    const ok = label.startsWith('refer:') ? 201 : 200;
    switch (answer.kind) {
      case 'ok':
        return this.respond(init, answer.latency, () => this.json({}, ok), request);
      case 'refused':
        return this.respond(
          init,
          answer.latency,
          () => this.json(answer.message ? { message: answer.message } : {}, answer.status),
          request,
        );
      case 'unauthorized':
        return this.respond(
          init,
          answer.latency,
          () => this.json({ message: 'Unauthorized' }, 401),
          request,
        );
      case 'server-error':
        return this.respond(
          init,
          answer.latency,
          () =>
            this.json(
              answer.message ? { message: answer.message } : {},
              answer.status,
              answer.retryAfterS === null ? {} : { 'Retry-After': String(answer.retryAfterS) },
            ),
          request,
        );
      case 'in-progress':
        return this.respond(
          init,
          answer.latency,
          () =>
            this.json({ message: KEY_IN_PROGRESS }, 503, {
              'Retry-After': String(answer.retryAfterS),
            }),
          request,
        );
      case 'timeout':
        return this.respond(init, Infinity, () => new TypeError('never'), request);
      case 'drop':
        return this.respond(init, answer.latency, () => new TypeError('Failed to fetch'), request);
    }
  }
}

/** A BroadcastChannel between the world's tabs; a dead tab's neither posts nor hears. */
class TabChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  private closed = false;
  private readonly owner = currentTab();

  constructor(
    readonly name: string,
    private readonly world: World,
  ) {
    world.channels.add(this);
  }

  postMessage(data: unknown): void {
    if (this.closed) throw new DOMException('The channel is closed', 'InvalidStateError');
    if (this.owner?.dead) return;
    const copy: unknown = structuredClone(data);
    for (const other of this.world.channels) {
      if (other === this || other.name !== this.name) continue;
      this.world.activity += 1;
      this.world.realSetImmediate(() => other.receive(copy));
    }
  }

  private receive(data: unknown): void {
    if (this.closed || this.owner?.dead) return;
    this.world.activity += 1;
    const deliver = () => this.onmessage?.({ data } as MessageEvent);
    if (this.owner) this.owner.run(deliver);
    else deliver();
  }

  close(): void {
    this.closed = true;
    this.world.channels.delete(this);
  }

  addEventListener(): void {}
  removeEventListener(): void {}
}

/** Member 5 signed in, with `tabs` tabs of the app open on the dashboard. */
export async function signedInWorld({ tabs = 2, seed = 1 } = {}): Promise<World> {
  const world = await World.create(seed);
  world.storeSignIn('5');
  for (let opened = 0; opened < tabs; opened += 1) await world.openTab();
  return world;
}

/** A seeded pseudo-random generator (mulberry32), so a failing case replays the same. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const START_WALL = Date.UTC(2026, 10, 25, 6, 30);
const START_MONO = 100_000;

export interface WorldEvents {
  /** A record of the outbox landed on disk (its transaction completed). */
  stored?: (record: StoredRecord) => void;
  /** A record was deleted from the outbox (its transaction completed). */
  deleted?: (id: string) => void;
}

/**
 * The device and the server of one case. `create` installs the fakes; `dispose` removes them and
 * forgets every tab.
 */
export class World {
  readonly tabs: Tab[] = [];
  readonly channels = new Set<TabChannel>();
  readonly server = new FakeServer(this);
  readonly errors: string[] = [];
  online = true;
  faults: { read: StorageFault; write: StorageFault } = { read: 'ok', write: 'ok' };
  /** Reads of the outbox store (its read-only transactions) by every tab so far. */
  outboxReads = 0;
  /** Changes of the outbox store (its read-write transactions) by every tab so far. */
  outboxWrites = 0;
  /** Grows whenever anything happens; the world is at rest when it stops growing. */
  activity = 0;
  events: WorldEvents = {};
  readonly realSetImmediate: (callback: () => void) => void;
  readonly realSetTimeout: (callback: () => void, ms: number) => void;
  private mono = START_MONO;
  private wallOffset = START_WALL - START_MONO;
  private readonly serverOffset = START_WALL - START_MONO;
  private readonly timers = new Map<number, Timer>();
  private timerIds = 0;
  private timerSeq = 0;
  private pendingIdb = 0;
  private pendingLoads = 0;
  private inspecting = false;
  private readonly locks: WebLocksFake;
  private readonly restores: Array<() => void> = [];
  private tabIds = 0;
  private uuids = 0;

  private constructor(seed: number) {
    const realImmediate = node.setImmediate;
    this.realSetImmediate = (callback) => {
      realImmediate(callback);
    };
    const realTimeout = globalThis.setTimeout;
    this.realSetTimeout = (callback, ms) => {
      realTimeout(callback, ms);
    };
    this.locks = createWebLocksFake({ owner: () => currentTab() });
    this.install(seed);
  }

  static async create(seed: number): Promise<World> {
    const world = new World(seed);
    await world.settle();
    return world;
  }

  /** Debugging a replayed case: OUTBOX_MODEL_TRACE=1 prints what the world sees. */
  trace(...what: unknown[]): void {
    if (testEnv('OUTBOX_MODEL_TRACE')) console.log(`[${this.mono - START_MONO}]`, ...what);
  }

  /** The page's monotonic clock (performance.now). */
  now(): number {
    return this.mono;
  }

  /** The device's wall clock (Date.now), which may have jumped. */
  wallNow(): number {
    return this.mono + this.wallOffset;
  }

  /** The server's clock: it never jumps. */
  serverNow(): number {
    return this.mono + this.serverOffset;
  }

  // ---- installing the fakes ----

  private install(seed: number): void {
    // The patched methods below have a `this` of their own (the database, the store, storage).
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const world = this;
    vi.setSystemTime(this.wallNow());
    const now = vi.spyOn(performance, 'now').mockImplementation(() => this.mono);
    const random = vi.spyOn(Math, 'random').mockImplementation(seededRandom(seed));
    const uuid = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      world.uuids += 1;
      return `00000000-0000-4000-8000-${world.uuids.toString(16).padStart(12, '0')}`;
    });
    this.restores.push(() => {
      now.mockRestore();
      random.mockRestore();
      uuid.mockRestore();
      vi.useRealTimers();
    });

    vi.stubGlobal('setTimeout', (handler: unknown, ms?: number, ...args: unknown[]) =>
      this.addTimer(handler, ms, args, false),
    );
    vi.stubGlobal('setInterval', (handler: unknown, ms?: number, ...args: unknown[]) =>
      this.addTimer(handler, ms, args, true),
    );
    const clear = (id: unknown) => {
      if (typeof id === 'number') this.timers.delete(id);
    };
    vi.stubGlobal('clearTimeout', clear);
    vi.stubGlobal('clearInterval', clear);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      this.server.handle(input, init),
    );
    vi.stubGlobal(
      'BroadcastChannel',
      class extends TabChannel {
        constructor(name: string) {
          super(name, world);
        }
      },
    );
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    this.restores.push(() => vi.unstubAllGlobals());

    const realOpen = factory.open.bind(factory);
    factory.open = (name: string, version?: number) => {
      if (currentTab()?.dead) return {} as IDBOpenDBRequest;
      const request = realOpen(name, version);
      this.pendingIdb += 1;
      const done = () => {
        this.pendingIdb -= 1;
        this.activity += 1;
      };
      request.addEventListener('success', done);
      request.addEventListener('error', done);
      return request;
    };

    this.patch(
      IDBDatabase.prototype,
      'transaction',
      (real) =>
        function (this: IDBDatabase, names, mode, options) {
          const stores = typeof names === 'string' ? [names] : [...names];
          const tab = currentTab();
          if (tab?.dead) return hungTransaction();
          if (stores.includes('writes') && !world.inspecting) {
            const writing = (mode ?? 'readonly') !== 'readonly';
            if (writing) world.outboxWrites += 1;
            else world.outboxReads += 1;
            const fault = writing ? world.faults.write : world.faults.read;
            if (fault !== 'ok') world.trace(`${fault} ${writing ? 'write' : 'read'} by ${tab}`);
            if (fault === 'fail')
              throw new DOMException('The outbox store is broken', 'UnknownError');
            if (fault === 'hang') return hungTransaction();
          }
          const transaction = real.call(this, names, mode, options);
          world.pendingIdb += 1;
          world.activity += 1;
          const done = () => {
            world.pendingIdb -= 1;
            world.activity += 1;
          };
          transaction.addEventListener('complete', done);
          transaction.addEventListener('abort', done);
          return transaction;
        },
    );
    this.patch(
      IDBObjectStore.prototype,
      'put',
      (real) =>
        function (this: IDBObjectStore, value, key) {
          const request = real.call(this, value, key);
          if (this.name === 'writes') {
            const record = structuredClone(value) as StoredRecord;
            world.trace(
              `put ${labelOfVariables(record.write, record.variables)} ${record.state} attempts ${record.attempts} by ${currentTab()}`,
            );
            this.transaction.addEventListener('complete', () => {
              world.trace(
                `stored ${labelOfVariables(record.write, record.variables)} ${record.state} attempts ${record.attempts}`,
              );
              world.events.stored?.(record);
            });
          }
          return request;
        },
    );
    this.patch(
      IDBObjectStore.prototype,
      'delete',
      (real) =>
        function (this: IDBObjectStore, key) {
          const request = real.call(this, key);
          if (this.name === 'writes' && typeof key === 'string') {
            this.transaction.addEventListener('complete', () => {
              world.trace(`deleted ${key} by ${currentTab()}`);
              world.events.deleted?.(key);
            });
          }
          return request;
        },
    );

    // A module the app imports lazily is fetched through the test runner, in real time: the app
    // is not at rest while one loads.
    const runner = (
      globalThis as unknown as {
        __vitest_mocker__?: {
          moduleRunner?: Record<string, (...args: unknown[]) => Promise<unknown>>;
        };
      }
    ).__vitest_mocker__?.moduleRunner;
    for (const method of ['cachedModule', 'cachedRequest'] as const) {
      const real = runner?.[method];
      if (!runner || typeof real !== 'function') continue;
      runner[method] = function (this: unknown, ...args: unknown[]) {
        world.pendingLoads += 1;
        return real.apply(this, args).finally(() => {
          world.pendingLoads -= 1;
          world.activity += 1;
        });
      };
      this.restores.push(() => {
        delete runner[method];
      });
    }

    // localStorage is the device's: a tab's write reaches the other tabs as a 'storage' event.
    this.patch(
      Storage.prototype,
      'setItem',
      (real) =>
        function (this: Storage, key, value) {
          if (this !== localStorage) return real.call(this, key, value);
          const tab = currentTab();
          if (tab?.dead) return;
          const old = this.getItem(key);
          real.call(this, key, value);
          if (old !== String(value)) world.storageChanged(tab, key, old, String(value));
        },
    );
    this.patch(
      Storage.prototype,
      'removeItem',
      (real) =>
        function (this: Storage, key) {
          if (this !== localStorage) return real.call(this, key);
          const tab = currentTab();
          if (tab?.dead) return;
          const old = this.getItem(key);
          real.call(this, key);
          if (old !== null) world.storageChanged(tab, key, old, null);
        },
    );

    // Each tab's window and document: its listeners, its visibility, the device's network.
    this.patchEvents(window, 'window');
    this.patchEvents(document, 'document');
    this.defineOwn(document, 'visibilityState', () =>
      (currentTab()?.visible ?? true) ? 'visible' : 'hidden',
    );
    this.defineOwn(document, 'hidden', () => !(currentTab()?.visible ?? true));
    this.defineOwn(navigator, 'onLine', () => this.online);
    this.defineOwn(navigator, 'locks', () => this.locks.locks);
  }

  private patch<T extends object, K extends keyof T>(
    target: T,
    key: K,
    make: (real: T[K]) => T[K],
  ): void {
    const real = target[key];
    target[key] = make(real);
    this.restores.push(() => {
      target[key] = real;
    });
  }

  /**
   * Listeners a tab adds to `window` or `document` are the tab's own: only the world dispatches
   * to them (Tab.dispatch). Others' (React, Testing Library) stay on the real target.
   */
  private patchEvents(target: EventTarget, name: 'window' | 'document'): void {
    const tabs = this.tabs;
    type Add = EventTarget['addEventListener'];
    type Remove = EventTarget['removeEventListener'];
    this.patchOwn(
      target as { addEventListener: Add },
      'addEventListener',
      (real) =>
        function (this: EventTarget, type, listener, options) {
          const tab = currentTab();
          if (!tab || !listener) return real.call(this, type, listener, options);
          const known = tab.listeners.some(
            (l) => l.target === name && l.type === type && l.listener === listener,
          );
          if (!known) tab.listeners.push({ target: name, type, listener });
        },
    );
    this.patchOwn(
      target as { removeEventListener: Remove },
      'removeEventListener',
      (real) =>
        function (this: EventTarget, type, listener, options) {
          const tab = currentTab();
          for (const owner of tab ? [tab] : tabs) {
            const at = owner.listeners.findIndex(
              (l) => l.target === name && l.type === type && l.listener === listener,
            );
            if (at >= 0) {
              owner.listeners.splice(at, 1);
              return;
            }
          }
          real.call(this, type, listener, options);
        },
    );
  }

  private patchOwn<T extends object, K extends keyof T>(
    target: T,
    key: K,
    make: (real: T[K]) => T[K],
  ): void {
    const own = Object.getOwnPropertyDescriptor(target, key);
    const real = target[key];
    Object.defineProperty(target, key, {
      configurable: true,
      writable: true,
      value: make(real),
    });
    this.restores.push(() => {
      if (own) Object.defineProperty(target, key, own);
      else delete (target as Record<PropertyKey, unknown>)[key as PropertyKey];
    });
  }

  private defineOwn(target: object, key: string, get: () => unknown): void {
    const own = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, get });
    this.restores.push(() => {
      if (own) Object.defineProperty(target, key, own);
      else delete (target as Record<string, unknown>)[key];
    });
  }

  private storageChanged(
    from: Tab | undefined,
    key: string,
    oldValue: string | null,
    newValue: string | null,
  ): void {
    for (const tab of this.tabs) {
      if (tab === from || tab.dead) continue;
      this.activity += 1;
      this.realSetImmediate(() =>
        tab.dispatch('window', 'storage', { type: 'storage', key, oldValue, newValue }),
      );
    }
  }

  // ---- time ----

  private addTimer(handler: unknown, ms: number | undefined, args: unknown[], repeat: boolean) {
    this.timerIds += 1;
    const delay = Math.max(0, Number(ms) || 0);
    this.timers.set(this.timerIds, {
      id: this.timerIds,
      at: this.mono + delay,
      seq: (this.timerSeq += 1),
      callback: () => {
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      },
      interval: repeat ? Math.max(delay, 1) : null,
      owner: currentTab(),
    });
    return this.timerIds;
  }

  private nextTimer(limit: number): Timer | null {
    let next: Timer | null = null;
    for (const timer of this.timers.values()) {
      if (timer.at > limit) continue;
      if (!next || timer.at < next.at || (timer.at === next.at && timer.seq < next.seq))
        next = timer;
    }
    return next;
  }

  private fire(timer: Timer): void {
    if (timer.interval === null) this.timers.delete(timer.id);
    else {
      timer.at += timer.interval;
      timer.seq = this.timerSeq += 1;
    }
    if (timer.owner?.dead) {
      this.timers.delete(timer.id);
      return;
    }
    this.activity += 1;
    const run = () => {
      try {
        timer.callback();
      } catch (error) {
        this.errors.push(`a timer threw: ${String(error)}`);
      }
    };
    if (timer.owner) timer.owner.run(run);
    else scope.exit(run);
  }

  /** Waits until the app is at rest: nothing due now, no IndexedDB work, nothing happening. */
  async settle(): Promise<void> {
    let quiet = 0;
    let fired = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const before = this.activity;
      for (let next = this.nextTimer(this.mono); next; next = this.nextTimer(this.mono)) {
        this.fire(next);
        fired += 1;
        if (fired > 2_000) throw new BusyLoopError('busy loop: timers keep firing at one instant');
      }
      if (this.pendingLoads > 0)
        await new Promise<void>((resolve) => this.realSetTimeout(() => resolve(), 1));
      else await new Promise<void>((resolve) => this.realSetImmediate(resolve));
      if (this.activity === before && this.pendingIdb === 0 && this.pendingLoads === 0) {
        quiet += 1;
        if (quiet >= 3) return;
      } else quiet = 0;
    }
    throw new BusyLoopError('busy loop: the app never came to rest');
  }

  /** Lets `ms` pass, firing every timer at its time and letting what it starts finish. */
  async advance(ms: number): Promise<void> {
    const target = this.mono + ms;
    await this.settle();
    for (let next = this.nextTimer(target); next; next = this.nextTimer(target)) {
      this.setMono(Math.max(this.mono, next.at));
      await this.settle();
    }
    this.setMono(target);
    await this.settle();
  }

  /**
   * Waits for what the app does (a tab's start, a sign-in, a logout), letting simulated time
   * pass in small steps, up to `maxMs`: the app's own time limits (a hung IndexedDB's 3 s) only
   * end a wait once time passes. Resolves to its value, or undefined if it did not settle.
   */
  async drive<T>(work: Promise<T>, maxMs = 10_000): Promise<T | undefined> {
    let done = false;
    let value: T | undefined;
    void work.then(
      (result) => {
        done = true;
        value = result;
      },
      () => {
        done = true;
      },
    );
    await this.settle();
    for (let waited = 0; !done && waited < maxMs; waited += 250) await this.advance(250);
    return value;
  }

  private setMono(mono: number): void {
    this.mono = mono;
    vi.setSystemTime(this.wallNow());
  }

  /** The device's clock is set forward or back; the server's and the page's clocks go on. */
  jumpClock(deltaMs: number): void {
    this.wallOffset += deltaMs;
    vi.setSystemTime(this.wallNow());
  }

  /** A sign-in as the login screen stores it, made before any tab opens. */
  storeSignIn(member: string): string {
    const token = this.server.issueToken(member);
    localStorage.setItem('auth_token', token);
    localStorage.setItem(
      'auth_response',
      JSON.stringify({
        token,
        user: { id: member, fullname: MEMBER_NAMES[member], role: 'member' },
      }),
    );
    return token;
  }

  // ---- tabs ----

  async openTab(): Promise<Tab> {
    this.tabIds += 1;
    const tab = new Tab(this.tabIds, this);
    this.tabs.push(tab);
    await tab.run(async () => {
      vi.resetModules();
      const engine = await import('@/repository/engine/member-engine');
      const memberKey = await import('@/repository/member-key');
      const waiting = await import('@/repository/outbox/waiting-on-device');
      const signIn = await vi.importActual<typeof SignInModule>('@/repository/sign-in');
      const auth = await import('@/repository/auth-repository');
      const writes = await import('@/repository/use-write');
      const provider = await import('@/repository/member-data-provider');
      const notices = await import('@/repository/write-notices');
      const query = await import('@tanstack/react-query');
      tab.modules = { auth, engine, memberKey, provider, waiting, signIn, writes, notices, query };
      query.onlineManager.setOnline(this.online);
      notices.onWriteNotice(({ tone, message }) =>
        tab.notices.push({
          tone,
          message: typeof message === 'string' ? message : translate(message),
          at: this.now(),
        }),
      );
    });
    await this.drive(tab.run(() => tab.modules.auth.startApp()));
    await this.syncShell(tab);
    return tab;
  }

  /** The page is killed: nothing of it runs again, and its lock is free. */
  kill(tab: Tab): void {
    if (tab.dead) return;
    tab.dead = true;
    this.locks.abandon(tab);
    for (const [id, timer] of this.timers) if (timer.owner === tab) this.timers.delete(id);
  }

  /** The member closes the tab: its engine stops (as at pagehide), then the page is gone. */
  async close(tab: Tab): Promise<void> {
    if (tab.dead) return;
    tab.closed = true;
    await this.drive(tab.run(() => tab.modules.engine.stopMemberEngine()));
    this.kill(tab);
  }

  /** The tab holding the outbox's replay lock now, if any. */
  replayLockHolder(): Tab | undefined {
    return this.locks.holder('member-portal-outbox-replay') as Tab | undefined;
  }

  liveTabs(): Tab[] {
    return this.tabs.filter((tab) => !tab.dead);
  }

  /** The device's network goes or comes back: every tab hears it. */
  setOnline(online: boolean): void {
    this.online = online;
    for (const tab of this.liveTabs()) {
      tab.dispatch('window', online ? 'online' : 'offline', {
        type: online ? 'online' : 'offline',
      });
      tab.run(() => tab.modules.query.onlineManager.setOnline(online));
    }
  }

  setVisible(tab: Tab, visible: boolean): void {
    if (tab.dead || tab.visible === visible) return;
    tab.visible = visible;
    tab.dispatch('document', 'visibilitychange', { type: 'visibilitychange' });
    tab.dispatch('window', 'visibilitychange', { type: 'visibilitychange' });
  }

  /**
   * What each tab's shell shows now: /login once its member's engine stopped (a logout, a 401,
   * another tab's sign-in), the dashboard of whoever is signed in (as /login forwards them).
   */
  async syncShells(): Promise<void> {
    for (const tab of this.liveTabs()) await this.syncShell(tab);
  }

  private async syncShell(tab: Tab): Promise<void> {
    if (tab.dead) return;
    const { auth, engine, memberKey, provider, writes } = tab.modules;
    const key = tab.run(() => memberKey.currentMemberKey());
    const signedIn = tab.run(() => auth.isSignedIn()) && key !== '';
    const running = tab.run(() => engine.activeEngine());
    if (tab.view && (!signedIn || running !== tab.viewEngine || running?.memberKey !== key)) {
      const view = tab.view;
      tab.view = null;
      tab.viewEngine = null;
      tab.run(() => view.unmount());
    }
    if (tab.view || !signedIn) return;
    const started = tab.run(() => engine.startMemberEngine(key));
    await this.settle();
    // Shown once its cached lists are back (the provider then has nothing left to update).
    if (tab.dead || !started.isRestored() || tab.run(() => engine.activeEngine()) !== started)
      return;
    const { MemberDataProvider } = provider;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemberDataProvider>{children}</MemberDataProvider>
    );
    tab.view = tab.run(() =>
      renderHook(
        (): TapFunctions => ({
          accept: writes.useWrite('acceptInvite'),
          refer: writes.useWrite('createReferral'),
          change: writes.useWrite('changeReferralStatus'),
        }),
        { wrapper },
      ),
    );
    tab.viewEngine = started;
    await this.settle();
  }

  // ---- storage, as it is ----

  /** The outbox as stored now, read past any fault. */
  async storedRecords(): Promise<StoredRecord[]> {
    this.inspecting = true;
    try {
      const store = createStore('member-portal-outbox', 'writes');
      const read = values<StoredRecord>(store);
      await this.settle();
      return await read;
    } finally {
      this.inspecting = false;
    }
  }

  async dispose(): Promise<void> {
    for (const tab of this.tabs) {
      const view = tab.view;
      tab.view = null;
      this.kill(tab);
      if (view) scope.exit(() => view.unmount());
    }
    this.timers.clear();
    for (const channel of [...this.channels]) channel.close();
    for (const restore of this.restores.reverse()) restore();
    localStorage.clear();
    sessionStorage.clear();
  }
}
