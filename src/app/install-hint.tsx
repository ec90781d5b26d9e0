import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { dismissInstallHint, isInstallHintDismissed } from '@/repository/device-preferences';
import { promptInstall, useInstallOffer } from './install-offer';

/**
 * An unobtrusive offer to add the app to the home screen: the browser's prompt where there is
 * one, the Share steps on iOS Safari. Dismissed once, it never comes back on this device; it is
 * never shown when the app already runs installed.
 */
export function InstallHint() {
  const offer = useInstallOffer();
  const [dismissed, setDismissed] = useState(isInstallHintDismissed);
  if (!offer || dismissed) return null;
  const dismiss = () => {
    dismissInstallHint();
    setDismissed(true);
  };
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p="sm"
      mx="md"
      mt="sm"
      role="region"
      aria-label="Install the app"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text size="sm">
          {offer === 'prompt'
            ? 'Install Members on this device: one tap from your home screen, and your schedule even offline.'
            : 'Install Members: tap the Share button, then “Add to Home Screen”.'}
        </Text>
        <CloseButton aria-label="Dismiss the install hint" onClick={dismiss} />
      </Group>
      {offer === 'prompt' ? (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" variant="light" onClick={dismiss}>
            Not now
          </Button>
          <Button size="xs" onClick={() => void promptInstall()}>
            Install
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
