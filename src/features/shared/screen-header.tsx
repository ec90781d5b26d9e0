import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useScreenTitle } from './use-screen-title';

interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the Back button goes; no button when absent. */
  backTo?: string;
  actions?: ReactNode;
}

/** The header of the signed-in screens. */
export function ScreenHeader({ title, subtitle, backTo, actions }: ScreenHeaderProps) {
  const navigate = useNavigate();
  useScreenTitle(title);
  return (
    <Group component="header" justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      <Group gap="xs">
        {actions}
        {backTo ? (
          <Button variant="default" onClick={() => void navigate(backTo)}>
            Back
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
