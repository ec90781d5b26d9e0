import '@/features/shared/deferred-styles';
import { Outlet } from 'react-router-dom';
import { noteAppOpened } from '@/app/preferences/install-hint-counter';
import { MemberDataProvider } from '@/repository/member-data-provider';
import { useBackForwardGuard } from './back-forward-guard';
import { InstallHint } from '@/app/pwa/install-hint';
import { MemberOfflineBanner } from '@/app/notices/member-offline-banner';

// This code is evaluated once per page load that reaches the signed-in screens: that is one
// opening of the app, which the install hint counts (it waits for the second).
noteAppOpened();

/** The signed-in routes with the member's data engine; loaded only once someone is signed in. */
export function MemberArea() {
  useBackForwardGuard();
  return (
    <MemberDataProvider>
      <MemberOfflineBanner />
      <Outlet />
      <InstallHint />
    </MemberDataProvider>
  );
}
