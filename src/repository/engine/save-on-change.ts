import type { QueryClient } from '@tanstack/react-query';

/**
 * Saves when something worth keeping changed: new data (a poll answering the same data keeps the
 * same reference through structural sharing, so it writes nothing) or a removed query. When the page is left, whatever is unsaved (including fetch times that
 * changed without new data, so "last updated" stays true after a reload) is written at once.
 */
export function saveOnChange(
  queryClient: QueryClient,
  { save, saveNow }: { save: () => void; saveNow: () => void },
): () => void {
  const savedData = new Map<string, unknown>();
  for (const query of queryClient.getQueryCache().getAll()) {
    savedData.set(query.queryHash, query.state.data);
  }
  // Anything the throttle may still hold, or fetch times that changed without new data.
  let unsaved = false;
  const change = () => {
    unsaved = true;
    save();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      savedData.delete(event.query.queryHash);
      change();
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryHash, state } = event.query;
    const saved = savedData.get(queryHash);
    if (saved === state.data) {
      unsaved = true;
      return;
    }
    savedData.set(queryHash, state.data);
    // A list's first data is written at once: a member who closes the app right after the first
    // load must still find it offline. Later changes go through the throttle.
    if (saved === undefined) saveNow();
    else change();
  });
  // Leaving: the app closed, sent to the background, or a full-page navigation (which fires
  // pagehide with the page still 'visible'). What the throttle holds goes to disk now.
  const onLeave = () => {
    if (!unsaved) return;
    unsaved = false;
    saveNow();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onLeave);
  return () => {
    stopQueries();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onLeave);
  };
}
