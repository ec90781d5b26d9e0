import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CacheEditor } from '../write-definition';

/**
 * How a write changes one member's cached lists (docs/behaviour.md's "after a successful change the lists
 * update locally"). The change is set at once, before anything is awaited: the outbox lets the
 * write's waiting record go right after, and the row must never show its old value in between.
 * A poll in flight would bring older data: it is cancelled (which puts back what the cache held
 * when it started) and the change set again. A list not loaded yet is not invented from the one
 * write: it is fetched.
 */
export function cacheEditor(client: QueryClient, memberKey: string): CacheEditor {
  return {
    memberKey,
    update<T>(key: QueryKey, change: (current: T) => T) {
      const current = client.getQueryData<T>(key);
      if (current === undefined) return client.invalidateQueries({ queryKey: key });
      const next = change(current);
      client.setQueryData<T>(key, next);
      if (client.isFetching({ queryKey: key }) === 0) return Promise.resolve();
      return client.cancelQueries({ queryKey: key }).then(() => {
        client.setQueryData<T>(key, next);
      });
    },
    refresh: (key: QueryKey) => client.invalidateQueries({ queryKey: key }),
    peek: <T>(key: QueryKey) => client.getQueryData<T>(key),
  };
}
