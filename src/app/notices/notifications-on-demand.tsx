import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticesWanted, onNoticesWanted } from '@/features/shared/notices-wanted';

// The container, its transitions and its styles load with the first notification: most visits
// (and every first visit to /login) never show one.
const NotificationsContainer = lazy(() => import('./notifications-container'));

/** Mantine's notifications, mounted the first time anything is to be shown. */
export function NotificationsOnDemand() {
  const needed = useSyncExternalStore(onNoticesWanted, noticesWanted, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
