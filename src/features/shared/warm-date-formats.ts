import { useEffect } from 'react';
import { formatDateTime } from '@/domain/format';

/**
 * Builds the date formatter while the phone waits for the lists: the first one costs tens of
 * milliseconds on a mid-range phone, which would otherwise land in the render that shows them.
 */
export function useWarmDateFormats(): void {
  useEffect(() => {
    const warm = () => void formatDateTime(Date.now());
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 0);
    return () => clearTimeout(id);
  }, []);
}
