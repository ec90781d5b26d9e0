/**
 * Tells the service worker a member signed out, so an API answer still on its way through the
 * worker cannot be stored in its cache after the app deleted it (src-sw/cache-stamp.ts).
 */
export const SIGNED_OUT_MESSAGE = { type: 'SIGNED_OUT' } as const;

export function tellWorkerSignedOut(): void {
  try {
    navigator.serviceWorker?.controller?.postMessage(SIGNED_OUT_MESSAGE);
  } catch {
    // No worker, or it is gone: nothing can write to its caches either.
  }
}
