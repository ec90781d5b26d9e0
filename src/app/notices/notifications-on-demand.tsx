import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The container, its transitions and its styles load with the first notification: most visits
// (and every first visit to /login) never show one.
const NotificationsContainer = lazy(() => import('./notifications-container'));

/** Mantine's notifications, mounted the first time anything is shown. */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
