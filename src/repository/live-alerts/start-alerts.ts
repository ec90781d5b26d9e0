/**
 * "Starting now" (docs/behaviour.md#live-alerts): on the join window's 5-second clock, the
 * sessions the member accepted and the meetings whose window has opened, once per item on this
 * device. Only what the app already holds is read: nothing is fetched for it.
 */
import { useEffect, useRef } from 'react';
import { safeHttpUrl } from '@/domain/avatar';
import { dueStartAlerts, withStartAlertsShown, type StartCandidate } from '@/domain/start-alerts';
import { CLOCK_TICK_MS } from '@/domain/time-window';
import type { ListResult, Meeting, Session } from '@/domain/types';
import { readShownStartAlerts, writeShownStartAlerts } from '@/storage/live-alerts';
import { currentMemberKey } from '../member-key';
import { useMemberEngine } from '../member-data-provider';
import { isSameKey, queryKeys } from '../query-keys';
import { withAcceptedOnDevice } from '../reads';
import { memberTagOf } from './member-tag';

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

/** Calls `onDue` with the items whose join window opened, each once per device. */
export function useStartAlerts(onDue: (items: StartCandidate[]) => void): void {
  const { queryClient, memberKey } = useMemberEngine();
  const latest = useRef(onDue);
  useEffect(() => {
    latest.current = onDue;
  });
  useEffect(() => {
    const tag = memberTagOf(memberKey);
    const check = () => {
      if (currentMemberKey() !== memberKey) return;
      const sessions = queryClient.getQueryData<ListResult<Session>>(queryKeys.sessions(memberKey));
      const meetings = queryClient.getQueryData<ListResult<Meeting>>(queryKeys.meetings(memberKey));
      const acceptedOnServer =
        queryClient.getQueryData<readonly string[]>(queryKeys.acceptedSessions(memberKey)) ?? [];
      const accepted = withAcceptedOnDevice(acceptedOnServer, memberKey);
      const now = Date.now();
      const shown = readShownStartAlerts(tag);
      const due = withSafeLinks(
        dueStartAlerts(
          startCandidates(sessions?.items ?? [], accepted, meetings?.items ?? []),
          now,
          shown,
        ),
      );
      if (due.length === 0) return;
      writeShownStartAlerts(tag, withStartAlertsShown(shown, due, now));
      latest.current(due);
    };
    // On the clock, and as soon as a list the alerts read arrives.
    const timer = setInterval(check, CLOCK_TICK_MS);
    const watched = [
      queryKeys.sessions(memberKey),
      queryKeys.meetings(memberKey),
      queryKeys.acceptedSessions(memberKey),
    ];
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (watched.some((key) => isSameKey(key, event.query.queryKey))) check();
    });
    check();
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [queryClient, memberKey]);
}
