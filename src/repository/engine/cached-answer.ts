/**
 * An answer the service worker served from its cache (it stamps when it stored it) instead of
 * the network. The query function throws it rather than returning it, so TanStack Query never
 * records "fetched now" for data that is older: the query cache's onError adopts the data with
 * its real time when it is newer than what is shown (query-client.ts), and otherwise drops it.
 */
export class CachedAnswer<T = unknown> extends Error {
  constructor(
    readonly data: T,
    readonly cachedAt: number,
  ) {
    super('Answer served from the service worker cache');
    this.name = 'CachedAnswer';
  }
}

/** Runs a read and turns a cached answer into a CachedAnswer. */
export async function networkOrCachedAnswer<T>(
  read: (onCachedAnswer: (cachedAt: number) => void) => Promise<T>,
): Promise<T> {
  let cachedAt: number | null = null;
  const data = await read((at) => {
    cachedAt = at;
  });
  if (cachedAt !== null) throw new CachedAnswer(data, cachedAt);
  return data;
}
