import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { deviceColorSchemeManager } from '@/repository/preferences/color-scheme-manager';
import { NotificationsOnDemand } from '@/app/notices/notifications-on-demand';
import { LanguageShown } from './language-shown';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// One manager for the page's life: Mantine subscribes to it once.
const colorSchemeManager = deviceColorSchemeManager();

/**
 * Theme and notifications around a router: the browser's, or a static one when prerendering.
 * The colour scheme follows the system unless this device chose one with the header's toggle;
 * the pre-paint script (src/app/first-paint/pre-paint-preferences.js, inline in every page) has
 * already set it on <html> before the first paint.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
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
      <LanguageShown />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
