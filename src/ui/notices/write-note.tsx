import { Button, Group, Stack, Text } from '@mantine/core';
import { waitingWriteActions, type WriteState } from '@/repository/pending-writes';

/** Not from the spec: how a waiting change reads on the item it concerns (docs/behaviour.md#waiting-changes). */
export const WRITE_STATE_TEXTS: Record<Exclude<WriteState, 'failed'>, string> = {
  queued: 'Waiting for network: will be sent when you are back online',
  sending: 'Sending...',
  retrying: 'Not sent yet: retrying automatically',
};

export interface NotedWrite {
  id: string;
  state: WriteState;
  failure: string | null;
}

/**
 * A change that has not reached the server, shown where it belongs. A refused one stays until the
 * member retries it (as a new request) or dismisses it; `context` names the item for the buttons'
 * accessible names ('Retry: Weekly session').
 */
export function WriteNote({
  write,
  context,
  canRetry = true,
}: {
  write: NotedWrite | null;
  context: string;
  /** False where the item's own button already sends it again (Accept). */
  canRetry?: boolean;
}) {
  if (!write) return null;
  if (write.state !== 'failed') {
    return (
      <Text size="xs" c="dimmed" fs="italic" role="status">
        {WRITE_STATE_TEXTS[write.state]}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="xs" c="red" className="wrap-anywhere">
        {write.failure ?? 'Not sent.'}
      </Text>
      <Group gap="xs">
        {canRetry ? (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Retry: ${context}`}
            onClick={() => void waitingWriteActions.retry(write.id)}
          >
            Retry
          </Button>
        ) : null}
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`Dismiss: ${context}`}
          onClick={() => void waitingWriteActions.dismiss(write.id)}
        >
          Dismiss
        </Button>
      </Group>
    </Stack>
  );
}
