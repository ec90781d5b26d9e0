import { Avatar, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userDisplayName } from '@/domain/user';
import { currentUser } from '@/repository/auth-repository';
import { LogoutButton } from '@/features/shared/logout-button';
import { ScreenHeader } from '@/features/shared/screen-header';

export const DASHBOARD_TITLE = 'Business Dashboard';
export const DASHBOARD_SUBTITLE = 'Manage your online sessions and upcoming meetings';

/** The dashboard frame: header and profile card. Sessions, meetings and counters come with their issue. */
export function DashboardPage() {
  const navigate = useNavigate();
  const [user] = useState(currentUser);
  const name = user ? userDisplayName(user) : 'Member';

  return (
    <Container component="main" size="lg" py="md">
      <Stack>
        <ScreenHeader title={DASHBOARD_TITLE} subtitle={DASHBOARD_SUBTITLE} />
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Group>
              <Avatar src={user?.avatarUrl ?? null} alt="" radius="xl" size="lg" color="blue">
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <div>
                <Text fw={600}>{name}</Text>
                <Text size="sm" c="dimmed">
                  {user?.companyName || 'Company not set'}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={() => void navigate('/profile')}>
                Edit
              </Button>
              <LogoutButton />
            </Group>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
