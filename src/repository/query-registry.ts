import { CachedQuery, type CachedQueryOptions } from './cached-query';

/**
 * One CachedQuery per user and resource, shared by every screen that reads it, so two cards
 * showing sessions cause one request. Cleared on logout so nothing of the last member survives.
 */
const queries = new Map<string, CachedQuery<unknown>>();

export function getCachedQuery<T>(options: CachedQueryOptions<T>): CachedQuery<T> {
  const key = `${options.userKey}::${options.resource}`;
  let query = queries.get(key) as CachedQuery<T> | undefined;
  if (!query) {
    query = new CachedQuery(options);
    queries.set(key, query as CachedQuery<unknown>);
  }
  return query;
}

/** Drops every query and disposes it, so a load still in flight cannot write its snapshot back. */
export function forgetAllQueries(): void {
  queries.forEach((query) => query.dispose());
  queries.clear();
}
