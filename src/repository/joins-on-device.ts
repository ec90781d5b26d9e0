import { useCallback, useSyncExternalStore } from 'react';
import { joinCount } from '@/domain/activity';
import { addJoin, readJoins } from '@/storage/joins';
import { useMemberEngine } from './member-data-provider';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Notes that the member opened a session's or a meeting's link on this device. */
export function useNoteJoin(): (kind: 'session' | 'meeting', id: string) => void {
  const { memberKey } = useMemberEngine();
  return useCallback(
    (kind, id) => {
      addJoin(memberKey, { kind, id, at: Date.now() });
      listeners.forEach((listener) => listener());
    },
    [memberKey],
  );
}

/** How many sessions and meetings the member joined on this device in the last 30 days. */
export function useJoinCountOnDevice(): number {
  const { memberKey } = useMemberEngine();
  const read = useCallback(() => {
    const now = Date.now();
    return joinCount(readJoins(memberKey, now), now);
  }, [memberKey]);
  return useSyncExternalStore(subscribe, read, read);
}
