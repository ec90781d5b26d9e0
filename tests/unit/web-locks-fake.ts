/**
 * jsdom has no Web Locks. The app's tabs share one replay lock through navigator.locks; in the
 * unit tests several "tabs" (module instances) live in one realm, so this stands in for the
 * browser's lock manager: one holder per name at a time, waiters served in order, the lock
 * released when the callback's promise settles. Only `request(name, callback)` is used.
 */
export function installWebLocksFake(): void {
  if (typeof navigator === 'undefined' || 'locks' in navigator) return;
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: (lock: { name: string }) => unknown): Promise<unknown> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(() => callback({ name }));
      tails.set(
        name,
        result.then(
          () => undefined,
          () => undefined,
        ),
      );
      return result;
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
}
