import { Stack } from '@mantine/core';
import { AlertsSwitch } from './alerts-switch';
import { ThemeChoice } from './theme-choice';

/**
 * The member's settings on this device (docs/behaviour.md#settings), one list for both places
 * that show it: the Settings section of the profile screen and the desktop header's Settings.
 * Each control applies its change at once; none is part of a form.
 */
export function SettingsControls() {
  return (
    <Stack gap="lg">
      <AlertsSwitch />
      <ThemeChoice />
    </Stack>
  );
}
