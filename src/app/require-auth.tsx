import { Navigate, Outlet } from 'react-router-dom';
import { isSignedIn } from '@/repository/auth-repository';

/** Dashboard, referrals, profile and attendance need a stored token (SPEC.md section 2). */
export function RequireAuth() {
  if (!isSignedIn()) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** A member who is still signed in skips the login screen. */
export function RedirectIfSignedIn() {
  if (isSignedIn()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
