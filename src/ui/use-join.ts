import { useCallback } from 'react';
import { safeHttpUrl } from '@/domain/avatar';
import { NO_LINK_MESSAGE } from '@/domain/session';
import { useNoteJoin } from '@/repository/joins-on-device';
import { useWrite } from '@/repository/use-write';
import { notifyError } from '@/ui/notices/notify';

/**
 * Opens a session's or a meeting's link, as the card's Join button and the "Starting now" notice
 * both do: only an http(s) link opens, and only a member who really opens it is counted present.
 */
export function useJoin(): (kind: 'session' | 'meeting', id: string, link: string) => void {
  const recordAttendance = useWrite('recordAttendance');
  const noteJoin = useNoteJoin();
  return useCallback(
    (kind, id, link) => {
      const url = safeHttpUrl(link);
      if (!url) {
        notifyError(NO_LINK_MESSAGE);
        return;
      }
      // An item the server cannot name (no id) is shown, but has nothing to record against. The
      // device keeps the join too, for My activity.
      if (id !== '') {
        void recordAttendance({ kind, id });
        noteJoin(kind, id);
      }
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [recordAttendance, noteJoin],
  );
}
