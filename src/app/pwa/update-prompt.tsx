import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE_NOTICE_LABEL } from '@/features/shared/notice-labels';

/** Asks before switching to a new version so nobody loses a half-filled form. */
export function showUpdatePrompt(activate: () => void): void {
  notifications.show({
    id: 'app-update',
    autoClose: false,
    closeButtonProps: { 'aria-label': CLOSE_NOTICE_LABEL },
    title: 'A new version is available',
    message: (
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm">Reload to get the latest version.</Text>
        <Button size="xs" onClick={activate}>
          Reload
        </Button>
      </Group>
    ),
  });
}
