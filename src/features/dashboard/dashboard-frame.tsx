import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/ui/frame/screen-header';
import { useT } from '@/ui/i18n/use-t';

/**
 * The dashboard's page and header. Alone (no children) it is the shell prerendered into
 * dashboard.html, which paints before any code has run and is then replaced by the same frame.
 */
export function DashboardFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Container component="main" size="lg" py="md">
      <Stack gap="md">
        <ScreenHeader subtitle={t('dashboard.subtitle')} />
        {children}
      </Stack>
    </Container>
  );
}
