import { SegmentedControl, Stack, Text, type MantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import type { MessageId } from '@/locales/messages';
import { useT } from '@/ui/i18n/use-t';
import { useColorSchemeAfterPaint } from '@/ui/scheduling/use-color-scheme-after-paint';

const CHOICES: { value: MantineColorScheme; label: MessageId }[] = [
  { value: 'light', label: 'settings.themeLight' },
  { value: 'dark', label: 'settings.themeDark' },
  { value: 'auto', label: 'settings.themeSystem' },
];

/**
 * Light, dark, or as the device says (docs/behaviour.md#settings): three radio buttons in one
 * labelled group, worked with the arrow keys. A choice applies at once and is remembered on the
 * device, not with the member, so it outlives sign-out (repository/preferences/color-scheme-manager.ts);
 * System, stored as nothing, follows prefers-color-scheme again.
 */
export function ThemeChoice() {
  const { value, choose } = useColorSchemeAfterPaint();
  const t = useT();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {t('settings.themeLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        data={CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
        value={value}
        onChange={(chosen) => choose(chosen as MantineColorScheme)}
        fullWidth
      />
      <Text id={descriptionId} size="xs" c="dimmed">
        {t('settings.themeDescription')}
      </Text>
    </Stack>
  );
}
