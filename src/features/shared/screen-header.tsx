import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertsSwitch } from './alerts-switch';
import { TopNav } from './app-navigation';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { OutboxIndicator } from './outbox-indicator';
import { useScreenTitle } from './use-screen-title';

interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the Back button goes; no button when absent. */
  backTo?: string;
  actions?: ReactNode;
}

/**
 * The header of the signed-in screens: the app's links across the top on desktop (phones have
 * the tab bar, app/shell/member-area.tsx), the title, the Alerts switch and the light/dark toggle
 * on every one. Memoised: a screen re-renders with each list that arrives or refreshes, in a
 * render React cannot pause; the header, with its buttons and switch, has no part in that.
 */
export const ScreenHeader = memo(function ScreenHeader({
  title,
  subtitle,
  backTo,
  actions,
}: ScreenHeaderProps) {
  const navigate = useNavigate();
  useScreenTitle(title);
  return (
    <>
      <TopNav />
      <Stack component="header" gap={2}>
        {/* The title wraps rather than the buttons dropping to a line of their own on a phone. */}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={1} size="h2" style={{ flex: 1, minWidth: 0 }}>
            {title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {actions}
            <AlertsSwitch />
            <ColorSchemeToggle />
            {backTo ? (
              <Button variant="default" onClick={() => void navigate(backTo)}>
                Back
              </Button>
            ) : null}
          </Group>
        </Group>
        {/* The whole width under the title, not squeezed beside the buttons on a phone. */}
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        <OutboxIndicator />
      </Stack>
    </>
  );
});
