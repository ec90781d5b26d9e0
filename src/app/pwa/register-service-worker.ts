/**
 * Registers /sw.js (docs/behaviour.md#server-calls: failures are ignored). When a new version is waiting,
 * `onUpdateReady` receives a function that activates it and reloads once it has taken over.
 * workbox-window loads after the page has, so it never delays the first screen.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      onUpdateReady(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
  };
  const start = () => {
    register().catch(() => {
      // The app works without the worker (just not offline); nothing to tell the member.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
