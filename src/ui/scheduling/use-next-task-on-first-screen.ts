import { startTransition, useEffect, useState } from 'react';

let firstScreenSplit = false;

/**
 * On the page's first screen: false on the first render, true from a render in the next task (a
 * transition), so what waits for it commits apart from what mounted with it: two shorter tasks
 * of the first visit instead of one long one. Later screens (navigations) get true at once, so
 * nothing appears a moment after the rest.
 */
export function useNextTaskOnFirstScreen(): boolean {
  const [reached, setReached] = useState(firstScreenSplit);
  useEffect(() => {
    if (reached) return;
    const timer = setTimeout(() => {
      firstScreenSplit = true;
      startTransition(() => setReached(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [reached]);
  return reached;
}
