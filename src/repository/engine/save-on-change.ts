import type { QueryClient } from '@tanstack/react-query';

/**
 * Saves when something worth keeping changed: new data (a poll answering the same data keeps the
 * same reference through structural sharing, so it writes nothing), a removed query, or a change
 * to a queued write. When the page is hidden, the latest fetch times are written once, so the
 * "last updated" time shown after a reload stays true.
 */
export function saveOnChange(
  queryClient: QueryClient,
  { save, saveNow }: { save: () => void; saveNow: () => void },
): () => void {
  const savedData = new Map<string, unknown>();
  for (const query of queryClient.getQueryCache().getAll()) {
    savedData.set(query.queryHash, query.state.data);
  }
  let timesChanged = false;
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      savedData.delete(event.query.queryHash);
      save();
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryHash, state } = event.query;
    if (savedData.get(queryHash) === state.data) {
      timesChanged = true;
      return;
    }
    savedData.set(queryHash, state.data);
    save();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  // Leaving the page: whatever the throttle still holds goes to disk now (a queued write above all).
  const onHide = () => {
    if (document.visibilityState !== 'hidden') return;
    const writesWaiting = queryClient
      .getMutationCache()
      .getAll()
      .some((mutation) => mutation.state.status === 'pending');
    if (!timesChanged && !writesWaiting) return;
    timesChanged = false;
    saveNow();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  return () => {
    stopQueries();
    stopMutations();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
  };
}
