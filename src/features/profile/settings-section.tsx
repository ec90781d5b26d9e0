import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '@/ui/i18n/use-t';
import { SettingsControls } from '@/ui/settings/settings-controls';

/**
 * The profile screen's Settings (docs/behaviour.md#settings): where a phone finds Alerts, the
 * theme and the language, since its header holds only the title. Beside the profile form, not in
 * it: the form's Save sends the profile to the server, while these apply at once and stay on the
 * device.
 */
export function SettingsSection() {
  const headingId = useId();
  const t = useT();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        {t('profile.settingsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.settingsNote')}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <SettingsControls />
      </Paper>
    </Stack>
  );
}
