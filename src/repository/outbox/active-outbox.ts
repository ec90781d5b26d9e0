/**
 * The signed-in member's outbox in this tab, for the screens' hooks. Kept apart from the engine's
 * React context so the header's indicator also works where no engine runs (it then shows nothing),
 * and free of React, so the engine's code (loaded at sign-in) does not pull React's module apart
 * from the app's entry.
 */
import type { WaitingWrite } from './outbox-entries';
import type { Outbox } from './outbox';

let active: Outbox | null = null;
const listeners = new Set<() => void>();

export function setActiveOutbox(outbox: Outbox | null): void {
  active = outbox;
  listeners.forEach((listener) => listener());
}

export function activeOutbox(): Outbox | null {
  return active;
}

/** For useSyncExternalStore: follows the active outbox and its changes. */
export function subscribeWaitingWrites(listener: () => void): () => void {
  listeners.add(listener);
  let inner = active?.subscribe(listener);
  const onSwap = () => {
    inner?.();
    inner = active?.subscribe(listener);
  };
  listeners.add(onSwap);
  return () => {
    listeners.delete(listener);
    listeners.delete(onSwap);
    inner?.();
  };
}

export const NO_WAITING_WRITES: readonly WaitingWrite[] = [];

/** Every write of the member still waiting in the outbox, oldest first. */
export const readWaitingWrites = (): readonly WaitingWrite[] =>
  active?.waiting() ?? NO_WAITING_WRITES;
