import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { NavTabsContext, ScreenTitleContext } from '@/ui/frame/screen-context';
import { PlayBackTypedValues } from '@/app/first-paint/typed-before-hydration';
import { MEMBER_AREA, NAV_TABS, SCREENS, type ScreenRoute } from '@/app/routes';
import { RedirectIfSignedIn, RequireAuth } from './require-auth';
import { SwitchToDeviceLanguage } from './language-shown';
import { RootLayout } from './root-layout';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** One screen of the route table, with its title (its header shows it and names the browser tab). */
function Screen({ screen }: { screen: ScreenRoute }) {
  const { Component } = screen.code;
  return (
    <ScreenTitleContext value={screen.title}>
      <Component />
    </ScreenTitleContext>
  );
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
        <SwitchToDeviceLanguage />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

const routesFor = (access: ScreenRoute['access']) =>
  SCREENS.filter((screen) => screen.access === access).map((screen) => (
    <Route key={screen.path} path={screen.path} element={<Screen screen={screen} />} />
  ));

const { Component: MemberArea } = MEMBER_AREA;

export function AppRoutes() {
  return (
    <NavTabsContext value={NAV_TABS}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<Screens />}>
            <Route path="/" element={<Navigate to="/login" replace />} />
            <Route element={<RedirectIfSignedIn />}>{routesFor('visitor')}</Route>
            {routesFor('anyone')}
            <Route element={<RequireAuth />}>
              <Route element={<MemberArea />}>{routesFor('member')}</Route>
            </Route>
            <Route path="*" element={<Navigate to="/login" replace />} />
          </Route>
        </Route>
      </Routes>
    </NavTabsContext>
  );
}
