import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type DehydrateOptions, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { queryCacheStorage } from '@/storage/query-cache-store';
import { currentMemberKey } from '../member-key';
import { CACHE_MAX_AGE_MS } from './query-client';
import { saveOnChange } from './save-on-change';

/**
 * Bump when the shape of persisted data changes. Deliberately not the build id: a deploy must not
 * throw away a member's cached schedule or, worse, writes still waiting to be sent.
 */
// v2: a member in a list carries industry, phone number and website (the members directory);
// attendance keeps the records the API lists (the CSV download).
export const CACHE_SCHEMA = 'v2';
/** A hung IndexedDB open must not hold the first paint back for long. */
const RESTORE_TIMEOUT_MS = 1500;

export const persistedCacheKey = (memberKey: string) => `query-cache:${memberKey}`;

/**
 * Server data only: every query that has data is kept, including one whose last refetch failed
 * (TanStack/query#5112), so a second offline reload still has it. Writes waiting to be sent live
 * in the outbox, never in this snapshot, which every tab overwrites with its own.
 */
const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query) => query.state.data !== undefined,
  shouldDehydrateMutation: () => false,
};

/**
 * Errors never reach storage: the default serialiser would turn them into `{}`. `carried`: writes
 * an older version left in the snapshot that the outbox could not store yet; they stay in every
 * snapshot saved until a later start has moved them.
 */
function serialise(client: PersistedClient, carried: readonly unknown[] = []): string {
  const { clientState } = client;
  return JSON.stringify({
    ...client,
    clientState: {
      queries: clientState.queries.map((query) => ({
        ...query,
        state: { ...query.state, error: null, fetchFailureReason: null },
      })),
      mutations: carried,
    },
  });
}

export interface RestoreProgress {
  /** The first paint may go ahead: the cache is back, or RESTORE_TIMEOUT_MS passed. */
  paintable: Promise<void>;
  /** The stored copy is really in memory (or known to be absent); saving may start. */
  complete: Promise<void>;
}

export interface CachePersistence {
  /**
   * Brings the member's last cache back. Neither promise rejects. Writes an older version kept
   * in the snapshot are handed to `moveLegacyWrites` before anything else is done with the
   * snapshot, and it resolves to whether every one of them is stored elsewhere now. Until then
   * the snapshot is neither deleted nor saved without them.
   */
  restore: (moveLegacyWrites: (mutations: unknown[]) => Promise<boolean>) => RestoreProgress;
  /** Starts saving changes; stop() ends it. */
  start: () => void;
  /** Stops every further write, including a throttled save still pending. */
  stop: () => void;
  /** Deletes the member's persisted copy. Never rejects. */
  remove: () => Promise<void>;
}

/** Short, so a list that just arrived is on disk before a member can swipe the app away. */
const SAVE_THROTTLE_MS = 500;

export function createCachePersistence(
  queryClient: QueryClient,
  memberKey: string,
): CachePersistence {
  const key = persistedCacheKey(memberKey);
  let stopped = false;
  let unsubscribe: () => void = () => undefined;
  // The guard catches a throttled save that fires after sign-out (docs/architecture.md#signing-out).
  // It also refuses once another member is signed in (a logout in another tab, say).
  const storage = {
    ...queryCacheStorage,
    setItem: (k: string, v: string) =>
      stopped || currentMemberKey() !== memberKey
        ? Promise.resolve()
        : queryCacheStorage.setItem(k, v),
  };
  // The persister restores and removes; saving is done below, so that every write takes its
  // snapshot when it runs and writes land in order: a throttled save holding an older snapshot
  // must never overwrite a newer one that carries a write just queued.
  const persister = createAsyncStoragePersister({ storage, key, serialize: serialise });
  const snapshot = (): PersistedClient => ({
    buster: CACHE_SCHEMA,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient, dehydrateOptions),
  });
  // Writes of an older version the outbox could not store at this start (docs/architecture.md#queued-writes).
  let carried: unknown[] = [];
  let writes: Promise<void> = Promise.resolve();
  const saveNow = () => {
    writes = writes
      .then(() => storage.setItem(key, serialise(snapshot(), carried)))
      .catch(() => undefined); // storage full or gone: this visit still has its memory copy
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      saveNow();
    }, SAVE_THROTTLE_MS);
  };

  return {
    restore: (moveLegacyWrites) =>
      restoreInBackground(queryClient, persister, async (mutations) => {
        if (!(await moveLegacyWrites(mutations))) carried = mutations;
        return carried.length === 0;
      }),
    start() {
      if (!stopped) unsubscribe = saveOnChange(queryClient, { save, saveNow });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
    remove: async () => {
      await queryCacheStorage.removeItem(key);
    },
  };
}

/**
 * A copy older than CACHE_MAX_AGE_MS loses its lists. Writes an older version queued inside it
 * are never restored as mutations; they were taken out before (whatever its age: a member back
 * after a long trip must still have their offline referral sent).
 */
function listsOnly(client: PersistedClient | undefined): PersistedClient | undefined {
  if (!client) return client;
  const expired = Date.now() - client.timestamp > CACHE_MAX_AGE_MS;
  return {
    ...client,
    timestamp: expired ? Date.now() : client.timestamp,
    clientState: { queries: expired ? [] : client.clientState.queries, mutations: [] },
  };
}

/** The paused mutations an older version kept in the snapshot, if it holds any. */
function legacyMutations(client: PersistedClient | undefined): unknown[] {
  const mutations: unknown = (client?.clientState as { mutations?: unknown } | undefined)
    ?.mutations;
  return Array.isArray(mutations) ? mutations : [];
}

/**
 * Restores without ever blocking the first paint for long: past RESTORE_TIMEOUT_MS the screens
 * go ahead (to the network), but saving waits for the real restore, so a slow IndexedDB can
 * never have a fresh save overwrite writes still queued on disk.
 *
 * Writes an older version left in the snapshot are moved out first, before the library may delete
 * the snapshot (another schema, no time stamp, unreadable lists). `takeOut` resolves to whether
 * they are all stored elsewhere; if not, the snapshot is not deleted here.
 */
function restoreInBackground(
  queryClient: QueryClient,
  persister: Persister,
  takeOut: (mutations: unknown[]) => Promise<boolean>,
): RestoreProgress {
  let keepSnapshot = false;
  const complete = persistQueryClientRestore({
    queryClient,
    persister: {
      ...persister,
      restoreClient: async () => {
        const client = await persister.restoreClient();
        const mutations = legacyMutations(client);
        if (mutations.length > 0) keepSnapshot = !(await takeOut(mutations).catch(() => false));
        return listsOnly(client);
      },
      removeClient: () => (keepSnapshot ? undefined : persister.removeClient()),
    },
    maxAge: CACHE_MAX_AGE_MS,
    buster: CACHE_SCHEMA,
  }).catch(() => {
    // Corrupt or unreadable: the library has removed it (unless it still holds writes); start empty.
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
  });
  const paintable = Promise.race([complete, timeout]).finally(() => clearTimeout(timer));
  return { paintable, complete };
}
