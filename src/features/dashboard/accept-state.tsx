import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Session } from '@/domain/types';
import type { PendingState } from '@/repository/pending-writes';
import { usePendingAccepts } from '@/repository/pending-writes';
import { useAcceptedSessionIds } from '@/repository/reads';
import { useAcceptInvite, type WriteOutcome } from '@/repository/writes';

export type AcceptStatus = 'loading' | 'accepted' | PendingState | 'open';

interface AcceptState {
  statusOf: (sessionId: string) => AcceptStatus;
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
  const accept = useAcceptInvite();
  const value = useMemo<AcceptState>(
    () => ({
      statusOf(sessionId) {
        const inFlight = pending.get(sessionId);
        if (inFlight) return inFlight;
        if (accepted.data === undefined) return 'loading';
        return accepted.data.has(sessionId) ? 'accepted' : 'open';
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
