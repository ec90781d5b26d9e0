import { Outlet } from 'react-router-dom';
import { MemberDataProvider } from '@/repository/member-data-provider';

/** The signed-in routes with the member's data engine; loaded only once someone is signed in. */
export function MemberArea() {
  return (
    <MemberDataProvider>
      <Outlet />
    </MemberDataProvider>
  );
}
