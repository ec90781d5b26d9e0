import { useMemo } from 'react';
import type { Session } from '@/domain/types';

/** The one session list split into the Online and Offline cards' lists. */
export function useSessionsByMode(sessions: Session[] | undefined) {
  return useMemo(() => {
    if (!sessions) return { online: undefined, offline: undefined };
    return {
      online: sessions.filter((session) => session.mode === 'online'),
      offline: sessions.filter((session) => session.mode === 'offline'),
    };
  }, [sessions]);
}
