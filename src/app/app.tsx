import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { NotificationsOnDemand } from './notifications-on-demand';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <NotificationsOnDemand />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
