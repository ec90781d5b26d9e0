import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import {
  dismissInstallHint,
  isInstallHintDismissed,
  isInstallHintDue,
} from '@/repository/preferences/install-hint-counter';
import { promptInstall, useInstallOffer } from './install-offer';
import { TAB_BAR_HEIGHT } from '@/ui/frame/app-navigation';
import { useT } from '@/ui/i18n/use-t';

/**
 * An unobtrusive offer to add the app to the home screen: the browser's prompt where there is
 * one, the Share steps on iOS Safari. It waits for the app's second opening on the device, sits
 * at the bottom of the screen (nothing moves when it appears), and once dismissed never comes
 * back on this device; it is never shown when the app already runs installed.
 */
export function InstallHint() {
  const offer = useInstallOffer();
  const [due] = useState(isInstallHintDue);
  const [dismissed, setDismissed] = useState(isInstallHintDismissed);
  const t = useT();
  if (!offer || !due || dismissed) return null;
  const dismiss = () => {
    dismissInstallHint();
    setDismissed(true);
  };
  return (
    <>
      {/* Room at the end of the page, so the hint never hides its last lines. */}
      <div style={{ height: '9rem' }} aria-hidden="true" />
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p="sm"
        // Lifted off the page in dark too, where a shadow does not show (theme.ts).
        bg="var(--app-color-raised)"
        pos="fixed"
        // Above the tab bar on phones.
        bottom={{
          base: `calc(${TAB_BAR_HEIGHT} + var(--mantine-spacing-md))`,
          sm: 'var(--mantine-spacing-md)',
        }}
        left="var(--mantine-spacing-md)"
        right="var(--mantine-spacing-md)"
        maw={560}
        mx="auto"
        style={{ zIndex: 150 }}
        role="region"
        aria-label={t('install.region')}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text size="sm">{offer === 'prompt' ? t('install.prompt') : t('install.iosSteps')}</Text>
          <CloseButton aria-label={t('install.dismiss')} onClick={dismiss} />
        </Group>
        {offer === 'prompt' ? (
          <Group justify="flex-end" mt="xs">
            <Button size="xs" variant="light" onClick={dismiss}>
              {t('install.notNow')}
            </Button>
            <Button size="xs" onClick={() => void promptInstall()}>
              {t('install.install')}
            </Button>
          </Group>
        ) : null}
      </Paper>
    </>
  );
}
