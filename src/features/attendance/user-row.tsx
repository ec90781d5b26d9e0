import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '@/domain/types';
import { userDisplayName } from '@/domain/user';

interface UserRowProps {
  user: User;
  onCheck: (user: User) => void;
}

/** One member in the list: avatar (or initial), name, email and a Check button. */
export function UserRow({ user, onCheck }: UserRowProps) {
  const name = userDisplayName(user);
  return (
    <Group wrap="nowrap" justify="space-between" gap="sm" py="xs" px="xs">
      <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: 1 }}>
        <Avatar src={user.avatarUrl} alt="" radius="xl" color="blue">
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} className="wrap-anywhere">
            {name}
          </Text>
          <Text size="sm" c="dimmed" className="wrap-anywhere">
            {user.email || 'No email'}
          </Text>
        </Stack>
      </Group>
      <Button variant="light" size="xs" aria-label={`Check: ${name}`} onClick={() => onCheck(user)}>
        Check
      </Button>
    </Group>
  );
}
