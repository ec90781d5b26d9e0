import { lazy, Suspense } from 'react';
import { isSignedIn } from '@/repository/auth-repository';
import { useBrowserOnline } from './use-browser-online';

export const VISITOR_OFFLINE_TEXT = 'You are offline. Connect to the internet to continue.';

// Loaded when the phone goes offline (from the service worker's precache): no first visit to
// /login, which is online by definition, carries it.
const OfflineStrip = lazy(() =>
  import('./offline-strip').then((m) => ({ default: m.OfflineStrip })),
);

/**
 * Visitors have nothing saved on the phone, so their notice says nothing about saved data; the
 * signed-in screens show their own, with the time of the last update (member-offline-banner.tsx).
 */
export function VisitorOfflineBanner() {
  const online = useBrowserOnline();
  if (online || isSignedIn()) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStrip>{VISITOR_OFFLINE_TEXT}</OfflineStrip>
    </Suspense>
  );
}
