import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { NotificationsOnDemand } from './notifications-on-demand';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Theme and notifications around a router: the browser's, or a static one when prerendering. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <NotificationsOnDemand />
        {children}
      </MantineProvider>
    </StrictMode>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
