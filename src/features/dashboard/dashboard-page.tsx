import { SimpleGrid } from '@mantine/core';
import { errorMessage } from '@/domain/error-message';
import { msg } from '@/locales/messages';
import { useCurrentUser } from '@/repository/current-member';
import {
  useMeetings,
  useSessions,
  useReferralsGiven,
  useReferralsReceived,
} from '@/repository/reads';
import { useDeferredValue, useMemo } from 'react';
import { usePainted } from '@/ui/scheduling/use-painted';
import { useNextTaskOnFirstScreen } from '@/ui/scheduling/use-next-task-on-first-screen';
import ActivityCard from './activity-card';
import { AcceptStateProvider } from './accept-state';
import { ActionButtons } from './action-buttons';
import { Counters } from './counters';
import { DashboardFrame } from './dashboard-frame';
import { MeetingCard } from './meeting-card';
import { ProfileCard } from './profile-card';
import { SessionCard } from './session-card';
import { useSessionsByMode } from './sessions-by-mode';
import { ErrorAlert } from '@/ui/forms/error-alert';
import { showText, useT } from '@/ui/i18n/use-t';

export const DASHBOARD_LOAD_FAILED = msg('dashboard.loadFailed');

/**
 * The dashboard (docs/behaviour.md#screens). When it is the page's first screen its header
 * commits first and the cards in the next task: Mantine's switch and menu in the header re-render
 * synchronously as they mount, which would pull every card's effects (the list subscriptions
 * among them) into that commit's task (docs/decisions.md#dashboard-first-visit).
 */
export function DashboardPage() {
  const bodyShown = useNextTaskOnFirstScreen();
  return <DashboardFrame>{bodyShown ? <DashboardBody /> : null}</DashboardFrame>;
}

/**
 * Every list loads in parallel through the repository, which paints the member's cached copy
 * first and refreshes from the network.
 */
function DashboardBody() {
  const t = useT();
  const user = useCurrentUser();
  const isAdmin = user?.isAdmin ?? false;
  const sessions = useSessions();
  const meetings = useMeetings();
  const given = useReferralsGiven({ live: true });
  const received = useReferralsReceived({ live: true });
  const failure = [sessions, meetings, given, received].find((read) => read.error)?.error;
  // The cards render the lists a moment later, in a render React can pause for the member's
  // taps: lists arriving together then never block the phone for a long stretch.
  const lists = useDeferredValue(
    useMemo(
      () => ({
        sessions: sessions.data?.items,
        sessionsLoading: sessions.loading,
        meetings: meetings.data?.items,
        meetingsLoading: meetings.loading,
        given: given.data?.count,
        received: received.data?.count,
      }),
      [sessions.data, sessions.loading, meetings.data, meetings.loading, given.data, received.data],
    ),
  );
  const byMode = useSessionsByMode(lists.sessions);
  const painted = usePainted();

  return (
    <>
      {failure ? (
        <ErrorAlert title={t('dashboard.somethingWrong')}>
          {showText(t, errorMessage(failure, DASHBOARD_LOAD_FAILED))}
        </ErrorAlert>
      ) : null}
      <ProfileCard />
      <ActionButtons isAdmin={isAdmin} />
      <AcceptStateProvider>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <SessionCard
            mode="online"
            sessions={byMode.online}
            loading={lists.sessionsLoading}
            isAdmin={isAdmin}
          />
          <SessionCard
            mode="offline"
            sessions={byMode.offline}
            loading={lists.sessionsLoading}
            isAdmin={isAdmin}
          />
          <MeetingCard meetings={lists.meetings} loading={lists.meetingsLoading} />
        </SimpleGrid>
        <Counters
          referralsGiven={lists.given}
          referralsReceived={lists.received}
          sessions={lists.sessions}
          meetings={lists.meetings}
        />
        {/* Members only (admins do not take part); last, so nothing above it moves. */}
        {painted && !isAdmin ? <ActivityCard /> : null}
      </AcceptStateProvider>
    </>
  );
}
