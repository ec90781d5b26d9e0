import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a small piece the first load leaves out, with a plain stand-in for when its code
 * cannot be fetched (offline on a first visit, before the service worker holds the app): the
 * message still shows, never a blank screen from a failed import.
 */
export function lazyOrPlain<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Plain: ComponentType<Props>,
) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: Plain }),
    ),
  );
}
