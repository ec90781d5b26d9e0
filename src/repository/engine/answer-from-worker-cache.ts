/**
 * An answer the service worker served from its cache (it stamps when it stored it) instead of
 * the network. The query function throws it rather than returning it, so TanStack Query never
 * records "fetched now" for data that is older: the query cache's onError adopts the data with
 * its real time when it is newer than what is shown (query-client.ts), and otherwise drops it.
 */
export class AnswerFromWorkerCache<T = unknown> extends Error {
  constructor(
    readonly data: T,
    readonly cachedAt: number,
  ) {
    super('Answer served from the service worker cache');
    this.name = 'AnswerFromWorkerCache';
  }
}

/** Runs a read and turns a cached answer into a AnswerFromWorkerCache. */
export async function networkOrWorkerCacheAnswer<T>(
  read: (onCachedAnswer: (cachedAt: number) => void) => Promise<T>,
): Promise<T> {
  let cachedAt: number | null = null;
  const data = await read((at) => {
    cachedAt = at;
  });
  if (cachedAt !== null) throw new AnswerFromWorkerCache(data, cachedAt);
  return data;
}
