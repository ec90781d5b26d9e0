import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createCachePersistence, type CachePersistence } from './cache-persistence';
import { createMemberQueryClient } from './query-client';
import { registerWriteDefaults } from './write-defaults';

/** The data engine of one signed-in member: their query client and its persisted copy. */
export interface MemberEngine {
  readonly memberKey: string;
  readonly queryClient: QueryClient;
  /** Settles once the persisted cache is back in memory (or given up on). Never rejects. */
  readonly restored: Promise<void>;
  isRestored: () => boolean;
}

interface Running {
  engine: MemberEngine;
  persistence: CachePersistence;
}

let running: Running | null = null;

// TanStack Query assumes "online" at start whatever the device says (OFFLINE-DATA.md).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export function activeEngine(): MemberEngine | null {
  return running?.engine ?? null;
}

/**
 * The engine of this member, started on first use: write functions are registered before the
 * restore (a restored queued write needs its function), then the cache is restored, then saving
 * starts and queued writes resume.
 */
export function startMemberEngine(memberKey: string): MemberEngine {
  if (running?.engine.memberKey === memberKey) return running.engine;
  if (running) void stopMemberEngine();
  const queryClient = createMemberQueryClient();
  registerWriteDefaults(queryClient);
  const persistence = createCachePersistence(queryClient, memberKey);
  let done = false;
  const { paintable, complete } = persistence.restore();
  const engine: MemberEngine = {
    memberKey,
    queryClient,
    isRestored: () => done,
    restored: paintable.then(() => {
      done = true;
      // Read by `npm run bench` (restore budget).
      performance.mark('member-cache-restored');
    }),
  };
  void complete.then(() => {
    if (running?.engine !== engine) return;
    persistence.start();
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  });
  running = { engine, persistence };
  return engine;
}

/**
 * Sign-out, in the order DESIGN.md asks: saving stops first (so nothing is written back), then
 * the queued writes and the cached lists go (requests in flight are aborted and their answers
 * land nowhere), then the persisted copy is deleted. Everything up to the deletion is synchronous.
 */
export async function stopMemberEngine(): Promise<void> {
  const current = running;
  running = null;
  if (!current) return;
  const { queryClient } = current.engine;
  current.persistence.stop();
  queryClient.getMutationCache().clear();
  void queryClient.cancelQueries();
  queryClient.clear();
  await current.persistence.remove();
}
