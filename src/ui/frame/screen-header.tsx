import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TopNav } from './app-navigation';
import { OutboxIndicator } from './outbox-indicator';
import { SettingsButton } from './settings-button';
import { useDocumentTitleOf, useScreenTitle } from './screen-context';
import { useT } from '@/ui/i18n/use-t';

interface ScreenHeaderProps {
  subtitle?: string;
  /** Where the Back button goes; no button when absent. */
  backTo?: string;
  /**
   * False where the tab bar already leads everywhere Back would: the button then shows on
   * desktop only. True for the screens whose Back the spec asks for (Referrals, Attendance).
   */
  backOnPhones?: boolean;
  actions?: ReactNode;
}

/**
 * The header of the signed-in screens: the title and Back. On desktop also the app's links and
 * 'Settings'; a phone's header holds only the title and Back, since its tab bar leads everywhere
 * (app/shell/member-area.tsx) and its settings are on the profile screen
 * (docs/behaviour.md#settings). Memoised: a screen re-renders with each list that arrives or
 * refreshes, in a render React cannot pause; the header, with its buttons, has no part in that.
 */
export const ScreenHeader = memo(function ScreenHeader({
  subtitle,
  backTo,
  backOnPhones = true,
  actions,
}: ScreenHeaderProps) {
  const navigate = useNavigate();
  const t = useT();
  // The route table's title (src/app/routes.ts), which also names the browser tab.
  const title = useScreenTitle();
  useDocumentTitleOf(title);
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
            <SettingsButton />
            {backTo ? (
              <Button
                variant="default"
                visibleFrom={backOnPhones ? undefined : 'sm'}
                onClick={() => void navigate(backTo)}
              >
                {t('frame.back')}
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
