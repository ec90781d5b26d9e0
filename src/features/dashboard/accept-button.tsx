import { Button } from '@mantine/core';
import { acceptProblem } from '@/domain/session-rules';
import type { Session } from '@/domain/types';
import { notifyError } from '@/features/shared/notify';
import { useAcceptState, type AcceptStatus } from './accept-state';

const LABELS: Record<AcceptStatus, string> = {
  loading: 'Loading...',
  accepted: 'Accepted',
  sending: 'Sending...',
  // Not in SPEC.md: an Accept made offline waits on the phone until the network is back.
  queued: 'Waiting for network',
  open: 'Accept',
};

/** SPEC.md's Accept (members only): its states, and the checks before the invite is sent. */
export function AcceptButton({ session }: { session: Session }) {
  const { statusOf, accept } = useAcceptState();
  const status = statusOf(session.id);
  const onAccept = () => {
    const problem = acceptProblem(session);
    if (problem) notifyError(problem);
    else void accept(session);
  };
  return (
    <Button
      size="sm"
      variant={status === 'accepted' ? 'light' : 'filled'}
      color={status === 'accepted' ? 'green' : undefined}
      disabled={status !== 'open'}
      onClick={onAccept}
      aria-label={status === 'open' ? `Accept: ${session.topic || 'session'}` : undefined}
    >
      {LABELS[status]}
    </Button>
  );
}
