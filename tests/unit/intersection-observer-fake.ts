import { vi } from 'vitest';

/**
 * jsdom lays nothing out and has no IntersectionObserver. This one observes like the real one
 * but reports only what the test says is in view (`report`): until then a card is unmeasured, as
 * in the frame after it mounts. Observers live as long as the test file's modules (the app keeps
 * one for every card), so the record of them is kept here, not per test.
 */
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const { threshold = 0 } = options;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    observers.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  tell(target: Element, ratio: number) {
    const box = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: box,
      intersectionRect: box,
      rootBounds: null,
      time: performance.now(),
    };
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserverFake() {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Tells every observer of `target` that this share of it (0 to 1) is in view. */
    report(target: Element, ratio: number) {
      for (const observer of observers)
        if (observer.targets.has(target)) observer.tell(target, ratio);
    },
    /** Whether some observer follows `target`. */
    isObserved(target: Element) {
      return [...observers].some((observer) => observer.targets.has(target));
    },
  };
}
