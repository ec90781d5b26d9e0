import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { MEMBER_PATHS, screens, VISITOR_PATHS, type ScreenCode } from './screen-code';
import { PlayBackTypedValues } from '@/app/first-paint/typed-before-hydration';

function Screen({ code }: { code: ScreenCode }) {
  const { Component } = code;
  return <Component />;
}

/**
 * Each screen's chunk loads on demand. Navigations are transitions, so the current screen stays
 * until the next one's code is here; the first render waits for preloadScreensFor() instead, so
 * no Suspense fallback is ever shown.
 */
function Screens() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <Outlet />
        <PlayBackTypedValues />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<Screens />}>
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route element={<RedirectIfSignedIn />}>
            <Route path="/login" element={<Screen code={VISITOR_PATHS['/login']} />} />
          </Route>
          {(['/users/sign_up', '/forgot-password', '/reset-password'] as const).map((path) => (
            <Route key={path} path={path} element={<Screen code={VISITOR_PATHS[path]} />} />
          ))}
          <Route element={<RequireAuth />}>
            <Route element={<Screen code={screens.memberArea} />}>
              {Object.entries(MEMBER_PATHS).map(([path, code]) => (
                <Route key={path} path={path} element={<Screen code={code} />} />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
