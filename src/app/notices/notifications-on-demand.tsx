import { Suspense, useDeferredValue, useSyncExternalStore } from 'react';
import { lazyOrPlain } from '@/ui/scheduling/lazy-or-plain';
import { noticesWanted, onNoticesWanted } from '@/ui/notices/notices-wanted';

// The container, its transitions and its styles load with the first notification: most visits
// (and every first visit to /login) never show one. If that code cannot be fetched (offline on a
// first visit), the notice is not shown but the page stays: forms also say what failed inline.
const NotificationsContainer = lazyOrPlain(
  () => import('./notifications-container').then((m) => m.default),
  () => null,
);

/** Mantine's notifications, mounted the first time anything is to be shown. */
export function NotificationsOnDemand() {
  // Mounting the container is a render React may slice (a transition), not one long task.
  const needed = useDeferredValue(
    useSyncExternalStore(onNoticesWanted, noticesWanted, () => false),
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
