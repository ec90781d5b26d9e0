import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Screens load on demand so the login screen does not pay for the dashboard's code. */
const screen = (load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  lazy: load,
});

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
            lazy: () => import('./member-area').then((m) => ({ Component: m.MemberArea })),
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
