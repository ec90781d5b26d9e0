import { useSyncExternalStore } from 'react';
import { CLOCK_TICK_MS } from '@/domain/time-window';

/**
 * The join-window clock (docs/behaviour.md#states: re-evaluated every 5 seconds). One timer serves every
 * subscriber and runs only while something listens; each component that shows a time-dependent
 * state subscribes on its own, so a tick re-renders those parts and never the whole page.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const read = () => now;

/** The current time (epoch ms), updated every 5 seconds while the component is mounted. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * A derived value of the clock: the component re-renders only when `derive(now)` changes, e.g. a
 * Join button whose enabled state flips twice in its life however often the clock ticks.
 */
export function useClockValue<T>(derive: (now: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => derive(now),
    () => derive(now),
  );
}
