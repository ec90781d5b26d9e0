import { SegmentedControl, Stack, Text, type MantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useColorSchemeAfterPaint } from '@/ui/scheduling/use-color-scheme-after-paint';

export const THEME_LABEL = 'Theme';
export const THEME_DESCRIPTION = 'System follows the light or dark setting of your device.';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/**
 * Light, dark, or as the device says (docs/behaviour.md#settings): three radio buttons in one
 * labelled group, worked with the arrow keys. A choice applies at once and is remembered on the
 * device, not with the member, so it outlives sign-out (repository/preferences/color-scheme-manager.ts);
 * System, stored as nothing, follows prefers-color-scheme again.
 */
export function ThemeChoice() {
  const { value, choose } = useColorSchemeAfterPaint();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {THEME_LABEL}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        data={CHOICES}
        value={value}
        onChange={(chosen) => choose(chosen as MantineColorScheme)}
        fullWidth
      />
      <Text id={descriptionId} size="xs" c="dimmed">
        {THEME_DESCRIPTION}
      </Text>
    </Stack>
  );
}
