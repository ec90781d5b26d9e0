import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { theme } from '@/app/theme';

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
}

/** Renders one screen inside the real theme, notifications and a memory router. */
export function renderScreen(
  screen: ReactElement,
  { path, url, otherPaths = [] }: RenderScreenOptions,
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {screen}
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
    { initialEntries: [url ?? path] },
  );
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...result, user, router };
}
