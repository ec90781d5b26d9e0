import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { SettingsControls } from '@/ui/settings/settings-controls';

export const SETTINGS_TITLE = 'Settings';
export const SETTINGS_NOTE = 'Changes apply at once and are kept on this device.';

/**
 * The profile screen's Settings (docs/behaviour.md#settings): where a phone finds Alerts and the
 * theme, since its header holds only the title. Beside the profile form, not in it: the form's
 * Save sends the profile to the server, while these apply at once and stay on the device.
 */
export function SettingsSection() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        {SETTINGS_TITLE}
      </Title>
      <Text size="sm" c="dimmed">
        {SETTINGS_NOTE}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <SettingsControls />
      </Paper>
    </Stack>
  );
}
