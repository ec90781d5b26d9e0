import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasSession } from '@/repository/auth-repository';

/** Dashboard, referrals, profile and attendance need a stored token (SPEC.md section 2). */
export function RequireAuth() {
  const location = useLocation();
  if (!hasSession()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** A member who is still signed in skips the login screen. */
export function RedirectIfSignedIn() {
  if (hasSession()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
