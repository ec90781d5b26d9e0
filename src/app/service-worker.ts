import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js (SPEC.md section 7: failures are ignored). When a new version is waiting,
 * `onUpdateReady` receives a function that activates it and reloads once it has taken over.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch(() => {
    // The app works without the worker (just not offline); nothing to tell the member.
  });
}
