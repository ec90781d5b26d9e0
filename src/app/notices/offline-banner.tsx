import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { isSignedIn } from '@/repository/auth-repository';
import { useBrowserOnline } from './use-browser-online';

export const VISITOR_OFFLINE_TEXT = 'You are offline. Connect to the internet to continue.';

/** The strip at the top of the screen while the phone has no connection. */
export function OfflineStrip({ children }: { children: ReactNode }) {
  return (
    <Alert role="status" color="gray" variant="filled" radius={0} py={6} ta="center">
      {children}
    </Alert>
  );
}

/**
 * Visitors have nothing saved on the phone, so their notice says nothing about saved data; the
 * signed-in screens show their own, with the time of the last update (member-offline-banner.tsx).
 */
export function VisitorOfflineBanner() {
  const online = useBrowserOnline();
  if (online || isSignedIn()) return null;
  return <OfflineStrip>{VISITOR_OFFLINE_TEXT}</OfflineStrip>;
}
