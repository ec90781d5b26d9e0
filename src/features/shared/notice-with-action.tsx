import { Button, Group, Text } from '@mantine/core';

/** A notice's text with its one button beside it. */
export function NoticeWithAction({
  message,
  action,
}: {
  message: string;
  action: { label: string; onPress: () => void };
}) {
  return (
    <Group justify="space-between" gap="xs" mt={4}>
      <Text size="sm">{message}</Text>
      <Button size="xs" onClick={action.onPress}>
        {action.label}
      </Button>
    </Group>
  );
}
