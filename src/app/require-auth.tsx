import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { isSignedIn } from '@/repository/auth-repository';

const MemberArea = lazy(() => import('./member-area').then((m) => ({ default: m.MemberArea })));

/**
 * Dashboard, referrals, profile and attendance need a stored token (SPEC.md section 2); their
 * server data comes from the signed-in member's own cache and engine.
 */
export function RequireAuth() {
  if (!isSignedIn()) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={null}>
      <MemberArea />
    </Suspense>
  );
}

/** A member who is still signed in skips the login screen. */
export function RedirectIfSignedIn() {
  if (isSignedIn()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
