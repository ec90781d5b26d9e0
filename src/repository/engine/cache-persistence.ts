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
import { QUEUED_WRITE_KEYS } from '../query-keys';
import { CACHE_MAX_AGE_MS } from './query-client';

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

export interface CachePersistence {
  /** Brings the member's last cache back; resolves (never rejects) within RESTORE_TIMEOUT_MS. */
  restore: () => Promise<void>;
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
  const storage = {
    ...queryCacheStorage,
    setItem: (k: string, v: string) =>
      stopped ? Promise.resolve() : queryCacheStorage.setItem(k, v),
  };
  const persister = createAsyncStoragePersister({
    storage,
    key,
    serialize: serialise,
    throttleTime: SAVE_THROTTLE_MS,
  });
  const snapshot = (): PersistedClient => ({
    buster: CACHE_SCHEMA,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient, dehydrateOptions),
  });
  // The throttle writes the arguments of its latest call, so each call passes a fresh snapshot.
  const save = () => void persister.persistClient(snapshot());
  const saveNow = () => void storage.setItem(key, serialise(snapshot())).catch(() => undefined);

  return {
    restore: () => restoreWithin(queryClient, persister, RESTORE_TIMEOUT_MS),
    start() {
      if (!stopped) unsubscribe = watchChanges(queryClient, { save, saveNow });
    },
    stop() {
      stopped = true;
      unsubscribe();
    },
    remove: async () => {
      await queryCacheStorage.removeItem(key);
    },
  };
}

async function restoreWithin(
  queryClient: QueryClient,
  persister: Persister,
  ms: number,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  const restoreClient = () => Promise.race([persister.restoreClient(), timeout]);
  try {
    // Drops (and deletes) a copy older than maxAge or written with another schema.
    await persistQueryClientRestore({
      queryClient,
      persister: { ...persister, restoreClient },
      maxAge: CACHE_MAX_AGE_MS,
      buster: CACHE_SCHEMA,
    });
  } catch {
    // Corrupt or unreadable: the library has removed it; start empty.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Saves when something worth keeping changed: new data (a poll answering the same data keeps the
 * same reference through structural sharing, so it writes nothing), a removed query, or a change
 * to a queued write. When the page is hidden, the latest fetch times are written once, so the
 * "last updated" time shown after a reload stays true.
 */
function watchChanges(
  queryClient: QueryClient,
  { save, saveNow }: { save: () => void; saveNow: () => void },
): () => void {
  const savedData = new Map<string, unknown>();
  for (const query of queryClient.getQueryCache().getAll()) {
    savedData.set(query.queryHash, query.state.data);
  }
  let timesChanged = false;
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      savedData.delete(event.query.queryHash);
      save();
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryHash, state } = event.query;
    if (savedData.get(queryHash) === state.data) {
      timesChanged = true;
      return;
    }
    savedData.set(queryHash, state.data);
    save();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  const onHide = () => {
    if (document.visibilityState !== 'hidden' || !timesChanged) return;
    timesChanged = false;
    saveNow();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  return () => {
    stopQueries();
    stopMutations();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
  };
}
