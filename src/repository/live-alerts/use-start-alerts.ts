/**
 * "Starting now" (docs/behaviour.md#live-alerts): on the join window's 5-second clock, the
 * sessions the member accepted and the meetings whose window has opened, once per item on this
 * device. Only what the app already holds is read: nothing is fetched for it. The app may hold
 * an alert (its cards are on screen): only a shown one is recorded.
 */
import { useCallback, useEffect, useRef } from 'react';
import { safeHttpUrl } from '@/domain/avatar';
import { dueStartAlerts, withStartAlertsShown, type StartCandidate } from '@/domain/start-alerts';
import { CLOCK_TICK_MS } from '@/domain/time-window';
import type { ListResult, Meeting, Session } from '@/domain/types';
import { readShownStartAlerts, writeShownStartAlerts } from '@/storage/live-alerts';
import { currentMemberKey } from '@/repository/member-key';
import { useMemberEngine } from '@/repository/member-data-provider';
import { isSameKey, queryKeys } from '@/repository/query-keys';
import { withAcceptedOnDevice } from '@/repository/reads';
import { memberTagOf } from './member-tag';
import { whenIdle } from './when-idle';

/**
 * What may start: accepted sessions and every meeting, as the app has them cached. Links are the
 * server's text here: checking thousands of URLs on every Accept cost the tap its paint, so only
 * the due ones are checked (withSafeLinks).
 */
export function startCandidates(
  sessions: readonly Session[],
  accepted: ReadonlySet<string>,
  meetings: readonly Meeting[],
): StartCandidate[] {
  return [
    ...sessions
      .filter((session) => accepted.has(session.id))
      .map((session) => ({
        kind: 'session' as const,
        id: session.id,
        title: session.topic,
        link: session.mode === 'online' ? session.link : null,
        startsAt: session.startsAt,
      })),
    ...meetings.map((meeting) => ({
      kind: 'meeting' as const,
      id: meeting.id,
      title: meeting.title,
      link: meeting.link,
      startsAt: meeting.startsAt,
    })),
  ];
}

const withSafeLinks = (items: StartCandidate[]) =>
  items.map((item) => ({ ...item, link: safeHttpUrl(item.link) }));

/**
 * What the app did with a due alert. Shown: recorded on this device (and so for its other tabs),
 * never offered again. Held: not recorded, so it stays due until shown or its windows close.
 */
export type StartAlertOutcome = 'shown' | 'held';

/**
 * Calls `onDue` with the items whose join window is open and that no alert has shown on this
 * device: on the clock, as the lists arrive, and, while an alert is held, whenever the returned
 * function is called (a card left the screen).
 */
export function useStartAlerts(onDue: (items: StartCandidate[]) => StartAlertOutcome): () => void {
  const { queryClient, memberKey } = useMemberEngine();
  const latest = useRef(onDue);
  const recheck = useRef<() => void>(() => undefined);
  useEffect(() => {
    latest.current = onDue;
  });
  useEffect(() => {
    const tag = memberTagOf(memberKey);
    let holding = false;
    const check = () => {
      if (currentMemberKey() !== memberKey) return;
      const sessions = queryClient.getQueryData<ListResult<Session>>(queryKeys.sessions(memberKey));
      const meetings = queryClient.getQueryData<ListResult<Meeting>>(queryKeys.meetings(memberKey));
      const acceptedOnServer =
        queryClient.getQueryData<readonly string[]>(queryKeys.acceptedSessions(memberKey)) ?? [];
      const accepted = withAcceptedOnDevice(acceptedOnServer, memberKey);
      const now = Date.now();
      // Read afresh each time: another tab may have shown an alert this one holds.
      const shown = readShownStartAlerts(tag);
      const due = withSafeLinks(
        dueStartAlerts(
          startCandidates(sessions?.items ?? [], accepted, meetings?.items ?? []),
          now,
          shown,
        ),
      );
      holding = due.length > 0 && latest.current(due) === 'held';
      if (due.length === 0 || holding) return;
      writeShownStartAlerts(tag, withStartAlertsShown(shown, due, now));
    };
    recheck.current = () => {
      if (holding) check();
    };
    // On the clock, and when a list the alerts read arrives: once the browser is idle, since the
    // screens have rendered the list by then, and a card showing a due item is asked about.
    const afterRender = whenIdle(check);
    const timer = setInterval(check, CLOCK_TICK_MS);
    const watched = [
      queryKeys.sessions(memberKey),
      queryKeys.meetings(memberKey),
      queryKeys.acceptedSessions(memberKey),
    ];
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (watched.some((key) => isSameKey(key, event.query.queryKey))) afterRender.schedule();
    });
    check();
    return () => {
      clearInterval(timer);
      afterRender.cancel();
      unsubscribe();
      recheck.current = () => undefined;
    };
  }, [queryClient, memberKey]);
  return useCallback(() => recheck.current(), []);
}
