import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isSignedIn } from '@/repository/auth-repository';
import { useHydrated } from '@/ui/scheduling/after-hydration';
import { preloadScreensFor } from '@/app/preload-screens';

/** Dashboard, referrals, profile and attendance need a stored token (docs/behaviour.md#screens). */
export function RequireAuth() {
  const { pathname } = useLocation();
  if (!isSignedIn()) return <Navigate to="/login" replace />;
  // The member area and the screen load side by side, not one after the other.
  void preloadScreensFor(pathname, true).catch(() => undefined);
  return <Outlet />;
}

/**
 * A member who is still signed in skips the login screen. On the prerendered /login, once it is
 * hydrated: the build's markup is made live first, whoever opens it.
 */
export function RedirectIfSignedIn() {
  const hydrated = useHydrated();
  if (hydrated && isSignedIn()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
