import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { setActiveOutbox } from '../outbox/active-outbox';
import { moveLegacyWrites } from '../outbox/legacy-writes';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { currentMemberKey } from '../member-key';
import { setMemberInUse } from '../member-in-use';
import { cacheEditor } from './cache-editor';
import { createCachePersistence, type CachePersistence } from './cache-persistence';
import { createMemberQueryClient } from './query-client';
import { registerOnlineWrites } from './online-writes';

/** The data engine of one signed-in member: their query client, its persisted copy, their outbox. */
export interface MemberEngine {
  readonly memberKey: string;
  readonly queryClient: QueryClient;
  readonly outbox: Outbox;
  /** Settles once the persisted cache is back in memory (or given up on). Never rejects. */
  readonly restored: Promise<void>;
  isRestored: () => boolean;
}

interface Running {
  engine: MemberEngine;
  persistence: CachePersistence;
}

let running: Running | null = null;

// TanStack Query assumes "online" at start whatever the device says
// (docs/decisions.md#tanstack-query-facts-the-engine-relies-on).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export function activeEngine(): MemberEngine | null {
  return running?.engine ?? null;
}

/**
 * The engine of this member, started on first use: the cache is restored, then saving starts and
 * the outbox begins to send what waits (writes an older version left in the cache snapshot are
 * moved into the outbox first).
 */
export function startMemberEngine(memberKey: string): MemberEngine {
  if (running?.engine.memberKey === memberKey) return running.engine;
  if (running) void stopMemberEngine();
  const queryClient = createMemberQueryClient();
  registerOnlineWrites(queryClient);
  const persistence = createCachePersistence(queryClient, memberKey);
  const outbox = createOutbox({
    memberKey,
    cache: cacheEditor(queryClient, memberKey),
    isCurrentMember: () => currentMemberKey() === memberKey,
  });
  let legacy: unknown[] = [];
  let done = false;
  const { paintable, complete } = persistence.restore((mutations) => {
    legacy = mutations;
  });
  const engine: MemberEngine = {
    memberKey,
    queryClient,
    outbox,
    isRestored: () => done,
    restored: paintable.then(() => {
      done = true;
      // Read by `npm run bench` (restore budget).
      performance.mark('member-cache-restored');
    }),
  };
  setActiveOutbox(outbox);
  void complete
    .then(() => moveLegacyWrites(legacy, memberKey))
    .then(() => {
      if (running?.engine !== engine) return;
      persistence.start();
      outbox.start();
    });
  running = { engine, persistence };
  setMemberInUse(memberKey);
  return engine;
}

/**
 * Stops this tab's engine, in the order docs/architecture.md#signing-out gives: saving stops
 * first (so nothing is written back), the outbox stops sending, the cached lists go (requests in
 * flight are aborted and their answers land nowhere), then the persisted copy is deleted. What
 * waits in the outbox stays on disk; signing out decides whether it goes. Everything up to the
 * deletion is synchronous.
 */
export async function stopMemberEngine(): Promise<void> {
  const current = running;
  running = null;
  setMemberInUse(null);
  if (!current) return;
  const { queryClient, outbox } = current.engine;
  current.persistence.stop();
  outbox.stop();
  setActiveOutbox(null);
  queryClient.getMutationCache().clear();
  void queryClient.cancelQueries();
  queryClient.clear();
  await current.persistence.remove();
}
