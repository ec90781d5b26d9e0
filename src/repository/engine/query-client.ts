import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isFailureInfo } from '@/domain/error-message';
import { AnswerFromWorkerCache } from './answer-from-worker-cache';

/** How long a member's cached lists are kept and restored (the persister's maxAge too). */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * docs/architecture.md#reads: a list that another part of the screen already shows, answered this
 * recently, is not asked again when one more part mounts a moment later (live alerts, the activity
 * card): without it a first visit sent every list twice. The first part to show a list still asks
 * (a restored cache is refreshed), and returning to the page, reconnecting and polls ask at once.
 */
export const JUST_ANSWERED_MS = 5_000;

function askedAgainOnMount(query: Query): boolean {
  const shownElsewhere = query.getObserversCount() > 1;
  return !shownElsewhere || Date.now() - query.state.dataUpdatedAt >= JUST_ANSWERED_MS;
}

/**
 * Retry only what may pass on a second try: network faults and timeouts (paused while offline,
 * thanks to networkMode) and 5xx answers. A 4xx, a wrong shape or a cached answer will not change.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || error instanceof AnswerFromWorkerCache || !isFailureInfo(error))
    return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/** Shows a worker-cached answer with the time it was stored, unless newer data is shown. */
function adoptCachedAnswer(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (!(error instanceof AnswerFromWorkerCache)) return;
  const { data, dataUpdatedAt } = query.state;
  if (data === undefined || dataUpdatedAt < error.cachedAt) {
    query.setData(error.data, { updatedAt: error.cachedAt, manual: false });
  }
}

/** One client per signed-in member (member-engine.ts); nothing is shared between members. */
export function createMemberQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: adoptCachedAnswer }),
    defaultOptions: {
      queries: {
        // The query function runs once even offline, so the worker's cache can still answer.
        networkMode: 'offlineFirst',
        gcTime: CACHE_MAX_AGE_MS,
        staleTime: 0,
        refetchOnMount: askedAgainOnMount,
        retry: shouldRetry,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { gcTime: 5 * 60 * 1000 },
    },
  });
}
