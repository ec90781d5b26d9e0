import '@/ui/scheduling/deferred-styles';
import { Outlet } from 'react-router-dom';
import { noteAppOpened } from '@/repository/preferences/install-hint-counter';
import { MemberDataProvider } from '@/repository/member-data-provider';
import { useBackForwardGuard } from './back-forward-guard';
import { InstallHint } from '@/app/pwa/install-hint';
import { MemberOfflineBanner } from '@/app/notices/member-offline-banner';
import { TAB_BAR_HEIGHT, TabBar } from '@/ui/frame/app-navigation';
import { usePainted } from '@/ui/scheduling/use-painted';
import { LiveAlerts } from '@/app/notices/live-alerts';

// This code is evaluated once per page load that reaches the signed-in screens: that is one
// opening of the app, which the install hint counts (it waits for the second).
noteAppOpened();

/** The signed-in routes with the member's data engine; loaded only once someone is signed in. */
export function MemberArea() {
  useBackForwardGuard();
  const painted = usePainted();
  return (
    <MemberDataProvider>
      {/* Once the first screen has painted and the browser is idle: it costs that paint nothing. */}
      {painted ? <LiveAlerts /> : null}
      {/* The window's height less the tab bar's, so the bar sits at the bottom of a short screen. */}
      <div style={{ minHeight: `calc(100dvh - ${TAB_BAR_HEIGHT})` }}>
        <MemberOfflineBanner />
        <Outlet />
        <InstallHint />
      </div>
      <TabBar />
    </MemberDataProvider>
  );
}
