import { Button, Stack } from '@mantine/core';
import { acceptProblem } from '@/domain/session';
import type { Session } from '@/domain/types';
import type { MessageId } from '@/locales/messages';
import { useT } from '@/ui/i18n/use-t';
import { notifyError } from '@/ui/notices/notify';
import { WriteNote } from '@/ui/notices/write-note';
import { waitingWriteActions } from '@/repository/pending-writes';
import { useAcceptState, type AcceptStatus } from './accept-state';

const LABELS: Record<AcceptStatus, MessageId> = {
  loading: 'session.acceptLoading',
  accepted: 'session.accepted',
  sending: 'session.acceptSending',
  // Not in the spec: an Accept made offline waits on the phone until the network is back, and
  // one the server could not take yet is retried on its own.
  queued: 'session.acceptQueued',
  retrying: 'session.acceptRetrying',
  open: 'session.accept',
};

/** docs/behaviour.md#accept (members only): its states, and the checks before the invite is sent. */
export function AcceptButton({ session }: { session: Session }) {
  const t = useT();
  const { statusOf, failedWriteOf, accept } = useAcceptState();
  const status = statusOf(session.id);
  const failed = failedWriteOf(session.id);
  const topic = session.topic || t('session.fallbackName');
  const onAccept = () => {
    const problem = acceptProblem(session);
    if (problem) {
      notifyError(problem);
      return;
    }
    // Accepting again replaces the refused Accept: a new request, with a new key.
    if (failed) void waitingWriteActions.dismiss(failed.id);
    void accept(session);
  };
  const button = (
    <Button
      size="sm"
      variant={status === 'accepted' ? 'light' : 'filled'}
      color={status === 'accepted' ? 'green' : undefined}
      disabled={status !== 'open'}
      onClick={onAccept}
      aria-label={status === 'open' ? t('session.acceptFor', { topic }) : undefined}
    >
      {t(LABELS[status])}
    </Button>
  );
  if (!failed) return button;
  return (
    <Stack gap={4} align="flex-start">
      {button}
      <WriteNote write={failed} context={t('session.acceptContext', { topic })} canRetry={false} />
    </Stack>
  );
}
