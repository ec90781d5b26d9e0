import { memo } from 'react';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { userShownName } from '@/domain/user';
import { useCurrentUser } from '@/repository/current-member';
import { LogoutButton } from '@/ui/frame/logout-button';
import { showText, useT } from '@/ui/i18n/use-t';
import { msg } from '@/locales/messages';

export const COMPANY_PLACEHOLDER = msg('dashboard.companyNotSet');

/** docs/behaviour.md#dashboard: avatar (image, or first letter of the full name), name, company, Edit and Logout. */
export const ProfileCard = memo(function ProfileCard() {
  const t = useT();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const name = user ? showText(t, userShownName(user)) : t('dashboard.memberFallback');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <Avatar src={user?.avatarUrl ?? null} alt="" radius="xl" size="lg" color="blue">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} className="wrap-anywhere">
              {name}
            </Text>
            <Text size="sm" c="dimmed" className="wrap-anywhere">
              {user?.companyName || t(COMPANY_PLACEHOLDER)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => void navigate('/profile')}>
            {t('dashboard.edit')}
          </Button>
          <LogoutButton />
        </Group>
      </Group>
    </Paper>
  );
});
