import { Button, Group, Stack, Text } from '@mantine/core';
import type { MessageId, Shown } from '@/locales/messages';
import { waitingWriteActions, type WriteState } from '@/repository/pending-writes';
import { showText, useT } from '@/ui/i18n/use-t';

/** Not from the spec: how a waiting change reads on the item it concerns (docs/behaviour.md#waiting-changes). */
export const WRITE_STATE_TEXTS: Record<Exclude<WriteState, 'failed'>, MessageId> = {
  queued: 'writeNote.queued',
  sending: 'writeNote.sending',
  retrying: 'writeNote.retrying',
};

export interface NotedWrite {
  id: string;
  state: WriteState;
  /** Why it was refused: the server's words as sent, or one of ours. */
  failure: Shown | null;
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
  const t = useT();
  if (!write) return null;
  if (write.state !== 'failed') {
    return (
      <Text size="xs" c="dimmed" fs="italic" role="status">
        {t(WRITE_STATE_TEXTS[write.state])}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="xs" c="red" className="wrap-anywhere">
        {write.failure === null ? t('writeNote.notSent') : showText(t, write.failure)}
      </Text>
      <Group gap="xs">
        {canRetry ? (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('writeNote.retryItem', { item: context })}
            onClick={() => void waitingWriteActions.retry(write.id)}
          >
            {t('writeNote.retry')}
          </Button>
        ) : null}
        <Button
          size="compact-xs"
          variant="default"
          aria-label={t('writeNote.dismissItem', { item: context })}
          onClick={() => void waitingWriteActions.dismiss(write.id)}
        >
          {t('writeNote.dismiss')}
        </Button>
      </Group>
    </Stack>
  );
}
