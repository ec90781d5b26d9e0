import { Stack } from '@mantine/core';
import { LanguageChoice } from '@/ui/i18n/language-choice';
import { AlertsSwitch } from './alerts-switch';
import { ThemeChoice } from './theme-choice';

/**
 * The member's settings on this device (docs/behaviour.md#settings), one list for both places
 * that show it: the Settings section of the profile screen and the desktop header's Settings.
 * Each control applies its change at once; none is part of a form. Language comes last: the
 * same choice as on the open screens, kept on the device after sign-out.
 */
export function SettingsControls() {
  return (
    <Stack gap="lg">
      <AlertsSwitch />
      <ThemeChoice />
      <LanguageChoice />
    </Stack>
  );
}
