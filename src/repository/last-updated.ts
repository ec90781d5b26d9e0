import type { Query, QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ListAge } from '@/domain/freshness';
import type { MessageId } from '@/locales/messages';
import { useMemberEngine } from './member-data-provider';

/**
 * What the lists on screen are, by the part of their key after the member: the id of their name
 * (src/locales/<language>/outbox.json), shown in the language in use.
 */
const LIST_LABELS: Record<string, MessageId> = {
  sessions: 'listName.sessions',
  meetings: 'listName.meetings',
  users: 'listName.members',
  'admin-all-users': 'listName.users',
  attendance: 'listName.attendance',
};

function labelOf(key: QueryKey): MessageId | null {
  const [, , list, which] = key;
  if (list === 'referrals') {
    return which === 'received' ? 'listName.receivedReferrals' : 'listName.sentReferrals';
  }
  // Accepted sessions belong to the sessions shown; on their own they say nothing to a member.
  return typeof list === 'string' ? (LIST_LABELS[list] ?? null) : null;
}

export interface Freshness {
  /** Each list on screen that has data, with when it was fetched from the server. */
  lists: ListAge[];
  /** The oldest of those times, or null when none has data. */
  oldest: number | null;
  /** A list on screen could not be refreshed: what it shows is older than the last try. */
  refreshFailed: boolean;
}

const onScreen = (query: Query) => query.getObserversCount() > 0 && query.state.data !== undefined;

function readFreshness(queries: Query[]): Freshness {
  const lists: ListAge[] = [];
  let refreshFailed = false;
  for (const query of queries.filter(onScreen)) {
    const { dataUpdatedAt, errorUpdatedAt } = query.state;
    // A try failed after the data was fetched. A worker-cached answer counts: it is thrown as a
    // failure and adopted with the older time it was stored (engine/answer-from-worker-cache.ts).
    if (errorUpdatedAt > dataUpdatedAt) refreshFailed = true;
    const label = labelOf(query.queryKey);
    if (label && dataUpdatedAt > 0) lists.push({ label, updatedAt: dataUpdatedAt });
  }
  const oldest = lists.length === 0 ? null : Math.min(...lists.map((list) => list.updatedAt));
  return { lists, oldest, refreshFailed };
}

/**
 * How fresh the lists on screen are (docs/behaviour.md#offline-updates-and-install). Honest by construction:
 * data restored from IndexedDB keeps the time it was fetched, an answer from the worker's cache
 * carries the time the worker stored it, and a list that is not on screen does not count.
 */
export function useFreshness(): Freshness {
  const { queryClient } = useMemberEngine();
  const cache = queryClient.getQueryCache();
  const last = useRef<{ key: string; value: Freshness } | null>(null);
  const read = useCallback(() => {
    const value = readFreshness(cache.getAll());
    const key = JSON.stringify(value);
    // The same answer keeps the same object, as useSyncExternalStore needs.
    if (last.current?.key !== key) last.current = { key, value };
    return last.current.value;
  }, [cache]);
  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}

/** When the oldest list on screen was fetched (epoch ms), or null when none has data. */
export function useLastUpdated(): number | null {
  return useFreshness().oldest;
}
