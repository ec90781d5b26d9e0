import { Suspense, useEffect, type ReactNode } from 'react';
import { lazyOrPlain } from '@/ui/scheduling/lazy-or-plain';
import { usePainted } from '@/ui/scheduling/use-painted';
import { isSignedIn } from '@/repository/auth-repository';
import { useT } from '@/ui/i18n/use-t';
import { useBrowserOnline } from './use-browser-online';

const loadStrip = () => import('./offline-strip').then((m) => m.OfflineStrip);

/** Unstyled but readable: only when the strip's code could not be fetched. */
function PlainStrip({ children }: { children: ReactNode }) {
  return (
    <div role="status" style={{ padding: 6, textAlign: 'center' }}>
      {children}
    </div>
  );
}

// Not in /login's first load (a first visit is online): fetched once the page is idle, so it is
// here when the connection drops.
const OfflineStrip = lazyOrPlain(loadStrip, PlainStrip);

/**
 * Visitors have nothing saved on the phone, so their notice says nothing about saved data; the
 * signed-in screens show their own, with the time of the last update (member-offline-banner.tsx).
 */
export function VisitorOfflineBanner() {
  const online = useBrowserOnline();
  const painted = usePainted();
  const t = useT();
  useEffect(() => {
    if (!painted) return;
    // In a task of its own, away from React's stack (see LoginPage's prepareSignIn).
    const timer = setTimeout(() => void loadStrip().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [painted]);
  if (online || isSignedIn()) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStrip>{t('offline.visitor')}</OfflineStrip>
    </Suspense>
  );
}
