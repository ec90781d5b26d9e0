import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { setActiveOutbox } from '../outbox/active-outbox';
import { hasWritesToDrop, readWritesToDrop, writeWritesToDrop } from '@/storage/writes-to-drop';
import { moveLegacyWrites } from '../outbox/legacy-writes';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { currentMemberKey } from '../member-key';
import { setMemberInUse } from '../signed-in';
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
  /** This sign-in is still the one running: no logout (nor another sign-in) came since. */
  isRunning: () => boolean;
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
 * The member signs in again while a logout's deletion of their changes has not landed: what they
 * make from `at` on is theirs to send; only what is older goes (storage/writes-to-drop.ts).
 */
function keepWritesFrom(memberKey: string, at: number): void {
  const notes = readWritesToDrop();
  if (Object.hasOwn(notes, memberKey) && typeof notes[memberKey] !== 'number') {
    writeWritesToDrop({ ...notes, [memberKey]: at });
  }
}

/**
 * The engine of this member, started on first use, in this order: the cache is restored (writes
 * an older version left in its snapshot are moved into the outbox before anything else is done
 * with the snapshot), then saving starts; once the changes a logout of this member dropped are
 * off the device, the outbox begins to send what waits.
 */
export function startMemberEngine(memberKey: string): MemberEngine {
  if (running?.engine.memberKey === memberKey) return running.engine;
  if (running) void stopMemberEngine();
  // Before anything of this sign-in can be stored.
  keepWritesFrom(memberKey, Date.now());
  const queryClient = createMemberQueryClient();
  registerOnlineWrites(queryClient);
  const persistence = createCachePersistence(queryClient, memberKey);
  const outbox = createOutbox({
    memberKey,
    cache: cacheEditor(queryClient, memberKey),
    // Checked before every send: nothing of the member goes while changes a logout dropped may
    // still be on the device (docs/architecture.md#signing-out).
    isCurrentMember: () => currentMemberKey() === memberKey && !hasWritesToDrop(memberKey),
  });
  let done = false;
  const { paintable, complete } = persistence.restore((mutations) =>
    moveLegacyWrites(mutations, memberKey),
  );
  const engine: MemberEngine = {
    memberKey,
    queryClient,
    outbox,
    isRestored: () => done,
    isRunning: () => isRunning(),
    restored: paintable.then(() => {
      done = true;
      // Read by `npm run bench` (restore budget).
      performance.mark('member-cache-restored');
    }),
  };
  setActiveOutbox(outbox);
  const isRunning = () => running?.engine === engine;
  void complete
    .then(() => {
      if (!isRunning()) return;
      persistence.start();
      if (!hasWritesToDrop(memberKey)) return;
      // Rare (a logout's deletion that has not landed yet), so its code loads only then: it is
      // the code /login loads after its first paint, kept out of the engine's own file. Should it
      // not load, the outbox still sends nothing while the note names the member.
      return import('../outbox/waiting-on-device').then(
        (waiting) => waiting.untilWritesDropped(memberKey, isRunning),
        () => undefined,
      );
    })
    .then(() => {
      if (isRunning()) outbox.start();
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
