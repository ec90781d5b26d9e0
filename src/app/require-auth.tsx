import { Navigate, Outlet } from 'react-router-dom';
import { isSignedIn } from '@/repository/auth-repository';
import { MemberDataProvider } from '@/repository/member-data-provider';

/**
 * Dashboard, referrals, profile and attendance need a stored token (SPEC.md section 2); their
 * server data comes from the signed-in member's own cache and engine.
 */
export function RequireAuth() {
  if (!isSignedIn()) return <Navigate to="/login" replace />;
  return (
    <MemberDataProvider>
      <Outlet />
    </MemberDataProvider>
  );
}

/** A member who is still signed in skips the login screen. */
export function RedirectIfSignedIn() {
  if (isSignedIn()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
