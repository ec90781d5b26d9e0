import { startTransition, useEffect, useState } from 'react';

/**
 * True once the first paint is done and the browser has been idle since: what waits for it never
 * delays that paint. What it reveals renders in a transition, in slices the browser can interrupt
 * for a tap, so it adds no long task to the first visit either.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(reveal, { timeout: 2_000 });
      else timer = setTimeout(reveal, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
