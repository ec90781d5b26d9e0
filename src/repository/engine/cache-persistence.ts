import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  dehydrate,
  type DehydrateOptions,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { queryCacheStorage } from '@/storage/query-cache-store';
import { currentMemberKey } from '../member-key';
import { QUEUED_WRITE_KEYS } from '../query-keys';
import { CACHE_MAX_AGE_MS } from './query-client';
import { saveOnChange } from './save-on-change';

/**
 * Bump when the shape of persisted data changes. Deliberately not the build id: a deploy must not
 * throw away a member's cached schedule or, worse, writes still waiting to be sent.
 */
export const CACHE_SCHEMA = 'v1';
/** A hung IndexedDB open must not hold the first paint back for long. */
const RESTORE_TIMEOUT_MS = 1500;

export const persistedCacheKey = (memberKey: string) => `query-cache:${memberKey}`;

const isQueuedWrite = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  QUEUED_WRITE_KEYS.some(
    (key) => JSON.stringify(key) === JSON.stringify(mutation.options.mutationKey),
  );

/**
 * Every query that has data is kept, including one whose last refetch failed (TanStack/query#5112),
 * so a second offline reload still has it. Queued writes are kept while pending, even mid-flight:
 * their idempotency key makes a replay after a reload safe.
 */
const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query) => query.state.data !== undefined,
  shouldDehydrateMutation: (mutation) =>
    mutation.state.status === 'pending' && isQueuedWrite(mutation),
};

/**
 * A write that was in flight when the app closed is stored as paused, so the next start resumes
 * it (resumePausedMutations only picks up paused ones). Errors never reach storage: the default
 * serialiser would turn them into `{}`.
 */
function serialise(client: PersistedClient): string {
  const { clientState } = client;
  return JSON.stringify({
    ...client,
    clientState: {
      queries: clientState.queries.map((query) => ({
        ...query,
        state: { ...query.state, error: null, fetchFailureReason: null },
      })),
      mutations: clientState.mutations.map((mutation) => ({
        ...mutation,
        state: { ...mutation.state, isPaused: true, error: null, failureReason: null },
      })),
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
  /** Brings the member's last cache back. Neither promise rejects. */
  restore: () => RestoreProgress;
  /** Starts saving changes; stop() ends it. */
  start: () => void;
  /** Stops every further write, including a throttled save still pending. */
  stop: () => void;
  /** Deletes the member's persisted copy. Never rejects. */
  remove: () => Promise<void>;
}

/** Short, so a write queued offline is on disk before a member can swipe the app away. */
const SAVE_THROTTLE_MS = 500;

export function createCachePersistence(
  queryClient: QueryClient,
  memberKey: string,
): CachePersistence {
  const key = persistedCacheKey(memberKey);
  let stopped = false;
  let unsubscribe: () => void = () => undefined;
  // The guard catches a throttled save that fires after sign-out (OFFLINE-DATA.md pitfall 6).
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
  let writes: Promise<void> = Promise.resolve();
  const saveNow = () => {
    writes = writes.then(() => storage.setItem(key, serialise(snapshot()))).catch(() => undefined); // storage full or gone: this visit still has its memory copy
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      saveNow();
    }, SAVE_THROTTLE_MS);
  };

  return {
    restore: () => restoreInBackground(queryClient, persister),
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
 * A copy older than CACHE_MAX_AGE_MS loses its lists but keeps its queued writes: a member back
 * after a long trip must still have their offline referral sent.
 */
function withoutExpiredLists(client: PersistedClient | undefined): PersistedClient | undefined {
  if (!client || Date.now() - client.timestamp <= CACHE_MAX_AGE_MS) return client;
  return { ...client, timestamp: Date.now(), clientState: { ...client.clientState, queries: [] } };
}

/**
 * Restores without ever blocking the first paint for long: past RESTORE_TIMEOUT_MS the screens
 * go ahead (to the network), but saving waits for the real restore, so a slow IndexedDB can
 * never have a fresh save overwrite writes still queued on disk.
 */
function restoreInBackground(queryClient: QueryClient, persister: Persister): RestoreProgress {
  const complete = persistQueryClientRestore({
    queryClient,
    persister: {
      ...persister,
      restoreClient: async () => withoutExpiredLists(await persister.restoreClient()),
    },
    maxAge: CACHE_MAX_AGE_MS,
    buster: CACHE_SCHEMA,
  }).catch(() => {
    // Corrupt or unreadable: the library has removed it; start empty.
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
  });
  const paintable = Promise.race([complete, timeout]).finally(() => clearTimeout(timer));
  return { paintable, complete };
}
