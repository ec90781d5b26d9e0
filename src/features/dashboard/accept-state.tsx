import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Session } from '@/domain/types';
import { usePendingAccepts, type PendingWrite } from '@/repository/pending-writes';
import { useAcceptedSessionIds } from '@/repository/reads';
import { useWrite, type WriteOutcome } from '@/repository/use-write';

export type AcceptStatus = 'loading' | 'accepted' | 'sending' | 'queued' | 'retrying' | 'open';

interface AcceptState {
  statusOf: (sessionId: string) => AcceptStatus;
  /** An Accept the server refused (or that went stale), kept for the member to see. */
  failedWriteOf: (sessionId: string) => PendingWrite<unknown> | null;
  accept: (session: Session) => Promise<WriteOutcome>;
}

const AcceptContext = createContext<AcceptState | null>(null);

/**
 * One read of the accepted sessions and the writes in flight for the whole dashboard, shared by
 * every Accept button (cards and list modals) instead of one subscription per row.
 */
export function AcceptStateProvider({ children }: { children: ReactNode }) {
  const accepted = useAcceptedSessionIds();
  const pending = usePendingAccepts();
  const accept = useWrite('acceptInvite');
  const value = useMemo<AcceptState>(
    () => ({
      statusOf(sessionId) {
        const write = pending.get(sessionId);
        if (write && write.state !== 'failed') return write.state;
        if (accepted.data === undefined) return 'loading';
        return accepted.data.has(sessionId) ? 'accepted' : 'open';
      },
      failedWriteOf(sessionId) {
        const write = pending.get(sessionId);
        return write?.state === 'failed' && !accepted.data?.has(sessionId) ? write : null;
      },
      accept,
    }),
    [accepted.data, pending, accept],
  );
  return <AcceptContext.Provider value={value}>{children}</AcceptContext.Provider>;
}

export function useAcceptState(): AcceptState {
  const state = useContext(AcceptContext);
  if (!state) throw new Error('Accept buttons live inside <AcceptStateProvider>');
  return state;
}
