/**
 * Who wants to hear that the stored member changed (the profile update merged new values). Free
 * of React, so the write registry, loaded with the engine, does not pull React's module apart from
 * the app's entry; the hook that screens use lives in current-member.ts.
 */
const listeners = new Set<() => void>();

export function notifyUserChanged(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeUserChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
