import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { reloadOnceForMissingCode } from '@/repository/code-recovery';
import { RedirectIfSignedIn, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Screens load on demand so the login screen does not pay for the dashboard's code. A chunk that
 * fails to load (a deploy replaced it) reloads the page once rather than showing an error.
 */
const screen = (load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  lazy: () => load().catch(recoverOrThrow),
});

function recoverOrThrow(error: unknown): Promise<never> {
  // The reload replaces the page; until then the route stays pending instead of erroring.
  if (reloadOnceForMissingCode()) return new Promise<never>(() => {});
  throw error;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: '/login',
            ...screen(() =>
              import('@/features/login/login-page').then((m) => ({ Component: m.LoginPage })),
            ),
          },
        ],
      },
      {
        path: '/users/sign_up',
        ...screen(() =>
          import('@/features/registration/registration-page').then((m) => ({
            Component: m.RegistrationPage,
          })),
        ),
      },
      {
        path: '/forgot-password',
        ...screen(() =>
          import('@/features/password/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
        ),
      },
      {
        path: '/reset-password',
        ...screen(() =>
          import('@/features/password/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The member's data engine. A route-level lazy, not React.lazy in Suspense: the router
            // loads it beside the screen's chunk, and no Suspense reveal delays the cached paint.
            lazy: () =>
              import('./member-area').then((m) => ({ Component: m.MemberArea }), recoverOrThrow),
            children: [
              {
                path: '/dashboard',
                ...screen(() =>
                  import('@/features/dashboard/dashboard-page').then((m) => ({
                    Component: m.DashboardPage,
                  })),
                ),
              },
              {
                path: '/referrals',
                ...screen(() =>
                  import('@/features/referrals/referrals-page').then((m) => ({
                    Component: m.ReferralsPage,
                  })),
                ),
              },
              {
                path: '/profile',
                ...screen(() =>
                  import('@/features/profile/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
                ),
              },
              {
                path: '/attendance',
                ...screen(() =>
                  import('@/features/attendance/attendance-page').then((m) => ({
                    Component: m.AttendancePage,
                  })),
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
