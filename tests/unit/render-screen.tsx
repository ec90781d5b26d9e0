import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { theme } from '@/app/shell/theme';
import { WriteNotifier } from '@/app/notices/write-notifier';
import { stopMemberEngine } from '@/repository/engine/member-engine';
import { MemberDataProvider } from '@/repository/member-data-provider';
import { NAV_TABS, screenAt } from '@/app/routes';
import { NavTabsContext, ScreenTitleContext } from '@/ui/frame/screen-context';

/** Shows where the router ended up, so tests can assert navigation the way a person sees it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface RenderScreenOptions {
  /** Path the screen is mounted at. */
  path: string;
  /** Initial URL (defaults to `path`), e.g. '/reset-password?email=a%40b.c'. */
  url?: string;
  /** Other paths the screen may navigate to; each renders its path name. */
  otherPaths?: string[];
  /** Signed-in screens: wrap in the member's data engine (call stopMemberData after each test). */
  memberData?: boolean;
  /** Navigation state the screen is opened with, as another screen's navigate() would pass. */
  state?: unknown;
}

function splitUrl(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?');
  return at < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, at), search: url.slice(at) };
}

/** Stops the signed-in member's engine between tests, as a logout would. */
export const stopMemberData = stopMemberEngine;

/** Renders one screen inside the real theme, notifications and a memory router. */
export function renderScreen(
  screen: ReactElement,
  { path, url, otherPaths = [], memberData = false, state }: RenderScreenOptions,
) {
  // The title and the tabs the app's route table gives the screen at this path.
  const titled = (
    <NavTabsContext value={NAV_TABS}>
      <ScreenTitleContext value={screenAt(path)?.title ?? null}>{screen}</ScreenTitleContext>
    </NavTabsContext>
  );
  const content = memberData ? <MemberDataProvider>{titled}</MemberDataProvider> : titled;
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {content}
            <LocationProbe />
          </>
        ),
      },
      ...otherPaths.map((other) => ({
        path: other,
        element: (
          <>
            <p>{`Arrived at ${other}`}</p>
            <LocationProbe />
          </>
        ),
      })),
    ],
    { initialEntries: [{ ...splitUrl(url ?? path), state }] },
  );
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <WriteNotifier />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...result, user, router };
}
