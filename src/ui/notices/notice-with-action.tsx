import { Button, Group, Text } from '@mantine/core';

/** A notice's text with its one button beside it. */
export function NoticeWithAction({
  message,
  action,
}: {
  message: string;
  action: { label: string; onPress: () => void; context?: string };
}) {
  return (
    <Group justify="space-between" gap="xs" mt={4}>
      <Text size="sm">{message}</Text>
      <Button
        size="xs"
        onClick={action.onPress}
        aria-label={action.context ? `${action.label}: ${action.context}` : undefined}
      >
        {action.label}
      </Button>
    </Group>
  );
}
