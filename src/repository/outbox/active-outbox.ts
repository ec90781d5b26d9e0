/**
 * The signed-in member's outbox in this tab, for the screens' hooks. Kept apart from the engine's
 * React context so the header's indicator also works where no engine runs (it then shows nothing).
 */
import { useSyncExternalStore } from 'react';
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

function subscribe(listener: () => void): () => void {
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

const NONE: readonly WaitingWrite[] = [];
const read = () => active?.waiting() ?? NONE;

/** Every write of the member still waiting in the outbox, oldest first. */
export function useWaitingWrites(): readonly WaitingWrite[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
