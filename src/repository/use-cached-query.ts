import { useEffect, useSyncExternalStore } from 'react';
import { currentUserKey } from './auth-repository';
import type { QueryState } from './query-state';
import { getCachedQuery } from './query-registry';

export interface UseCachedQueryResult<T> extends QueryState<T> {
  refresh: () => Promise<void>;
}

/**
 * Screens read server data through this hook: cached snapshot first, then the network, optionally
 * polled. `resource` names the snapshot; `load` is the api call (kept stable by the caller's module).
 */
export function useCachedQuery<T>(
  resource: string,
  load: () => Promise<T>,
  { pollMs }: { pollMs?: number } = {},
): UseCachedQueryResult<T> {
  const query = getCachedQuery<T>({ userKey: currentUserKey(), resource, load });
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);

  useEffect(() => {
    void query.start();
    if (!pollMs) return undefined;
    const timer = window.setInterval(() => void query.refresh({ background: true }), pollMs);
    return () => window.clearInterval(timer);
  }, [query, pollMs]);

  return { ...state, refresh: () => query.refresh() };
}
