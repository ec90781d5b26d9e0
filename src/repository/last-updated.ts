import { useCallback, useSyncExternalStore } from 'react';
import { useMemberEngine } from './member-data-provider';

/**
 * When the member's shown data was last fetched from the server (epoch ms), or null when there
 * is none yet. Honest by construction: data restored from IndexedDB keeps the time it was
 * fetched, and an answer from the worker's cache carries the time the worker stored it.
 */
export function useLastUpdated(): number | null {
  const { queryClient } = useMemberEngine();
  const cache = queryClient.getQueryCache();
  const read = useCallback(() => {
    let latest = 0;
    for (const query of cache.getAll()) {
      if (query.state.data !== undefined) latest = Math.max(latest, query.state.dataUpdatedAt);
    }
    return latest > 0 ? latest : null;
  }, [cache]);
  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
