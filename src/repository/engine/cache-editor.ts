import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CacheEditor } from '../write-definition';

/**
 * How a write changes one member's cached lists (docs/behaviour.md's "after a successful change the lists
 * update locally"). Cancel, then set: a poll in flight must not overwrite the local change with
 * older data. A list not loaded yet is not invented from the one write: it is fetched.
 */
export function cacheEditor(client: QueryClient, memberKey: string): CacheEditor {
  return {
    memberKey,
    async update<T>(key: QueryKey, change: (current: T) => T) {
      if (client.getQueryData<T>(key) === undefined) {
        await client.invalidateQueries({ queryKey: key });
        return;
      }
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<T>(key, (current) => (current === undefined ? current : change(current)));
    },
    refresh: (key: QueryKey) => client.invalidateQueries({ queryKey: key }),
    peek: <T>(key: QueryKey) => client.getQueryData<T>(key),
  };
}
