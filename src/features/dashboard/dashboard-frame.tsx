import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/ui/frame/screen-header';

export const DASHBOARD_SUBTITLE = 'Manage your online sessions and upcoming meetings';

/**
 * The dashboard's page and header. Alone (no children) it is the shell prerendered into
 * dashboard.html, which paints before any code has run and is then replaced by the same frame.
 */
export function DashboardFrame({ children }: { children?: ReactNode }) {
  return (
    <Container component="main" size="lg" py="md">
      <Stack gap="md">
        <ScreenHeader subtitle={DASHBOARD_SUBTITLE} />
        {children}
      </Stack>
    </Container>
  );
}
