import { readSnapshot, writeSnapshot } from '@/storage/snapshot-store';
import { initialQueryState, type QueryState } from './query-state';

export interface CachedQueryOptions<T> {
  /** Whose data this is: snapshots are kept per user so members never see each other's lists. */
  userKey: string;
  /** Name of the snapshot, e.g. 'sessions'. */
  resource: string;
  load: () => Promise<T>;
  now?: () => number;
}

/**
 * Cache-then-network read: the last snapshot from IndexedDB is shown at once, then the network
 * answer replaces it. Framework-free so it can be tested without React; `use-cached-query.ts`
 * wraps it for screens.
 */
export class CachedQuery<T> {
  private state: QueryState<T> = initialQueryState<T>();
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;
  private started = false;
  private disposed = false;

  constructor(private readonly options: CachedQueryOptions<T>) {}

  getState = (): QueryState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Retires the query (logout, or a new member signing in): results of loads still in flight are
   * dropped, with no state change and no snapshot written, so nothing lands in IndexedDB after
   * the cleanup that follows. Later starts, refreshes and local writes do nothing.
   */
  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  /** First use: show the snapshot (if any), then refresh from the network. */
  start(): Promise<void> {
    if (this.disposed) return Promise.resolve();
    if (this.started) return this.inFlight ?? Promise.resolve();
    this.started = true;
    return this.track(this.loadSnapshotThenNetwork());
  }

  /** Foreground refresh reports failures; background refresh (polling) keeps them silent. */
  refresh({ background = false }: { background?: boolean } = {}): Promise<void> {
    if (this.disposed) return Promise.resolve();
    if (this.inFlight) return this.inFlight;
    return this.track(this.fetchFromNetwork(background));
  }

  /** A local write (e.g. after a successful create) updates the shown data and the snapshot. */
  update(change: (current: T | null) => T): void {
    if (this.disposed) return;
    const data = change(this.state.data);
    this.set({ data });
    void writeSnapshot(this.options.userKey, this.options.resource, data, this.now());
  }

  private async loadSnapshotThenNetwork(): Promise<void> {
    const snapshot = await readSnapshot<T>(this.options.userKey, this.options.resource);
    if (this.disposed) return;
    // A network answer may already have arrived; never let an older snapshot overwrite it.
    if (snapshot && this.state.updatedAt === null && this.state.data === null) {
      this.set({ data: snapshot.data, updatedAt: snapshot.updatedAt, stale: true, loading: false });
    }
    await this.fetchFromNetwork(false);
  }

  private async fetchFromNetwork(background: boolean): Promise<void> {
    try {
      const data = await this.options.load();
      if (this.disposed) return;
      const updatedAt = this.now();
      this.set({ data, updatedAt, loading: false, error: null, stale: false });
      void writeSnapshot(this.options.userKey, this.options.resource, data, updatedAt);
    } catch (error) {
      if (this.disposed) return;
      const hasData = this.state.data !== null;
      if (background && hasData) this.set({ stale: true });
      else this.set({ error, loading: false, stale: hasData });
    }
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => {
      if (this.inFlight === tracked) this.inFlight = null;
    });
    this.inFlight = tracked;
    return tracked;
  }

  private set(patch: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
