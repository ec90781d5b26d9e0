/** What every cached read reports to a screen. */
export interface QueryState<T> {
  data: T | null;
  /** True until the first answer (cached snapshot or network) is known. */
  loading: boolean;
  /** The last foreground failure; background (polling) failures stay silent. */
  error: unknown;
  /** True while the data shown comes from the cache and the network has not confirmed it. */
  stale: boolean;
  /** When the shown data was fetched from the network (epoch ms), or null. */
  updatedAt: number | null;
}

export function initialQueryState<T>(): QueryState<T> {
  return { data: null, loading: true, error: null, stale: false, updatedAt: null };
}
