import { onlineManager, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ReadOptions } from '@/api/call-options';
import { networkOrWorkerCacheAnswer } from '@/repository/engine/answer-from-worker-cache';
import { useMemberEngine } from './member-data-provider';

/** What every read hook gives a screen; no TanStack type crosses into the screens. */
export interface ReadResult<T> {
  data: T | undefined;
  /** Nothing to show yet: the cache is being restored or the first load is under way. */
  loading: boolean;
  /** Why the first load failed, when there is nothing to show; null otherwise. */
  error: unknown;
}

/** docs/behaviour.md#timings-and-limits: referrals refresh every 5 seconds. */
export const POLL_INTERVAL_MS = 5_000;

export interface ReadSettings {
  /** Refresh on this interval while the page is visible and online. */
  pollMs?: number;
  /** Keep polling while the page is hidden too (live alerts' background poll). */
  pollWhileHidden?: boolean;
  enabled?: boolean;
}

const subscribeOnline = (notify: () => void) => onlineManager.subscribe(notify);
const readOnline = () => onlineManager.isOnline();

/** The engine's own idea of being online, which also decides when queued writes are sent. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, readOnline, readOnline);
}

/**
 * One member-scoped query. Only `data`, `isPending` and (when there is no data) `error` are read,
 * so TanStack's tracked results re-render a screen only when one of those changes: a poll that
 * answers the same data, or a background failure behind cached data, re-renders nothing.
 */
export function useMemberQuery<T>(
  keyOf: (memberKey: string) => QueryKey,
  read: (options: ReadOptions) => Promise<T>,
  { pollMs, pollWhileHidden = false, enabled = true }: ReadSettings = {},
): ReadResult<T> {
  const { memberKey } = useMemberEngine();
  const online = useOnline();
  const query = useQuery({
    queryKey: keyOf(memberKey),
    queryFn: async ({ signal }) => {
      // A query that mounts starts here, inside the long task of React's commit. The request,
      // its timers and its bookkeeping (which the browser makes dearer still wherever it records
      // a stack per request: DevTools, Lighthouse) go in a task of their own:
      // docs/decisions.md#dashboard-first-visit.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return networkOrWorkerCacheAnswer((onCachedAnswer) => read({ signal, onCachedAnswer }));
    },
    // Polling stops while offline (refetchOnReconnect fetches at once on return) and, TanStack's
    // default, while the page is hidden (refetchOnWindowFocus fetches at once on return).
    refetchInterval: pollMs && online ? pollMs : false,
    refetchIntervalInBackground: pollWhileHidden,
    enabled,
  });
  const { data } = query;
  return {
    data,
    loading: query.isPending && enabled,
    error: data === undefined ? query.error : null,
  };
}
