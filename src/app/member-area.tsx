import '@/features/shared/more-styles';
import { Outlet } from 'react-router-dom';
import { MemberDataProvider } from '@/repository/member-data-provider';
import { InstallHint } from './install-hint';
import { MemberOfflineBanner } from './member-offline-banner';

/** The signed-in routes with the member's data engine; loaded only once someone is signed in. */
export function MemberArea() {
  return (
    <MemberDataProvider>
      <MemberOfflineBanner />
      <InstallHint />
      <Outlet />
    </MemberDataProvider>
  );
}
