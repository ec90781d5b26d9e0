import type { QueryClient } from '@tanstack/react-query';
import { WRITES, type WriteName } from '../write-registry';

/** The mutation key of a write run through TanStack Query. */
export const writeKey = (name: WriteName) => ['write', name] as const;

/**
 * The writes that need the network now run as TanStack mutations whose functions come from the
 * registry. They never wait for the network (they are refused offline before they start) and are
 * never retried: the member sees the failure and keeps what was typed.
 */
export function registerOnlineWrites(client: QueryClient): void {
  for (const [name, definition] of Object.entries(WRITES)) {
    if (definition.mode !== 'online') continue;
    client.setMutationDefaults(writeKey(name as WriteName), {
      networkMode: 'always',
      retry: false,
      mutationFn: ({ input, idempotencyKey }: { input: never; idempotencyKey: string }) =>
        definition.send(input, { idempotencyKey }),
    });
  }
}
