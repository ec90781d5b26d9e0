import { useCallback, type RefCallback } from 'react';
import { startAlertKey, type StartCandidate } from '@/domain/start-alerts';

/**
 * Which session and meeting cards are on screen, by item (startAlertKey): a "Starting now" toast
 * waits while one of its items' cards already says 'Open now' (docs/behaviour.md#live-alerts).
 * What the screen shows is the screens' to know, so the store sits beside them and the live
 * alerts read it. One IntersectionObserver serves every card: 'View All' mounts up to sixty.
 */

/** At least half of a card in view, as a referral row counts as seen. */
const ON_SCREEN_RATIO = 0.5;

interface Card {
  key: string;
  /** Until the observer's first answer (a frame after mounting) a card counts as on screen. */
  state: 'unmeasured' | 'on' | 'off';
}

const cards = new Map<Element, Card>();
const leaveListeners = new Set<() => void>();
let observer: IntersectionObserver | null | undefined;
let leaveTold = false;

/** Tells the listeners once per task, however many cards left in it (a list closing, say). */
function tellLeft() {
  if (leaveTold) return;
  leaveTold = true;
  setTimeout(() => {
    leaveTold = false;
    leaveListeners.forEach((listener) => listener());
  }, 0);
}

function measured(entries: IntersectionObserverEntry[]) {
  let left = false;
  for (const entry of entries) {
    const card = cards.get(entry.target);
    if (!card) continue;
    const on = entry.isIntersecting && entry.intersectionRatio >= ON_SCREEN_RATIO;
    if (!on && card.state !== 'off') left = true;
    card.state = on ? 'on' : 'off';
  }
  if (left) tellLeft();
}

function sharedObserver(): IntersectionObserver | null {
  if (observer === undefined) {
    observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(measured, { threshold: ON_SCREEN_RATIO });
  }
  return observer;
}

/**
 * Follows a card until the returned function is called (it unmounts: a card scrolled out of a
 * virtual list, or a screen left, is not on screen). Where the browser cannot tell, no card is
 * on screen: the alert shows, as it did before cards were asked.
 */
export function watchCard(element: Element, key: string): () => void {
  const watching = sharedObserver();
  if (!watching) return () => {};
  cards.set(element, { key, state: 'unmeasured' });
  watching.observe(element);
  return () => {
    const card = cards.get(element);
    cards.delete(element);
    watching.unobserve(element);
    if (card && card.state !== 'off') tellLeft();
  };
}

/** The items with a card on screen now (or mounted a moment ago and not yet measured). */
export function cardsOnScreen(): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const card of cards.values()) if (card.state !== 'off') keys.add(card.key);
  return keys;
}

/** Calls `listener` after a card left the screen or unmounted; returns the unsubscribe. */
export function onCardLeftScreen(listener: () => void): () => void {
  leaveListeners.add(listener);
  return () => {
    leaveListeners.delete(listener);
  };
}

/** The ref of a session's or meeting's card, which then reports whether it is on screen. */
export function useCardOnScreen<T extends HTMLElement>(
  kind: StartCandidate['kind'],
  id: string,
): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      // An item without an id never alerts: nothing to hold.
      if (!element || id === '') return;
      return watchCard(element, startAlertKey({ kind, id }));
    },
    [kind, id],
  );
}
