/**
 * Whether anything has asked to show a notice yet. The shell mounts Mantine's notifications (their
 * store, container, transitions and styles) only once this turns true, so a visit that shows no
 * notice, like every first visit to /login, loads none of it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function markNoticesWanted(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...listeners]) listener();
}

export function noticesWanted(): boolean {
  return wanted;
}

export function onNoticesWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
