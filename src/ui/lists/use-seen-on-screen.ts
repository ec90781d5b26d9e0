import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onSeen` once the element is at least half on screen (docs/behaviour.md#live-alerts:
 * "seen" means it was on screen), once per mount. Where the browser cannot tell, being rendered
 * counts.
 */
export function useSeenOnScreen<T extends Element>(onSeen: () => void): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      latest.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
