import { useState, memo } from 'react';
import type { Session, SessionMode } from '@/domain/types';
import { ScheduleCard } from './schedule-card';
import { useSchedule } from './use-schedule';
import { ScheduleListModal } from './schedule-list-modal';
import { SessionBlock } from './session-block';

const TEXTS: Record<
  SessionMode,
  { title: string; empty: string; modalEmpty: string; modal: string }
> = {
  online: {
    title: 'Online Session',
    empty: 'No online sessions available',
    modalEmpty: 'No online sessions',
    modal: 'All Online Sessions',
  },
  offline: {
    title: 'Offline Session',
    empty: 'No offline sessions',
    modalEmpty: 'No upcoming offline sessions',
    modal: 'All Offline Sessions',
  },
};

interface SessionCardProps {
  mode: SessionMode;
  sessions: Session[] | undefined;
  loading: boolean;
  isAdmin: boolean;
}

/** The Online Session or Offline Session card with its 'View All Sessions' modal. */
export const SessionCard = memo(function SessionCard({
  mode,
  sessions,
  loading,
  isAdmin,
}: SessionCardProps) {
  const [listOpen, setListOpen] = useState(false);
  const { upcoming, featured } = useSchedule(sessions);
  const texts = TEXTS[mode];
  return (
    <>
      <ScheduleCard
        title={texts.title}
        loading={loading}
        loadingText="Loading sessions..."
        emptyText={texts.empty}
        featured={featured ? <SessionBlock session={featured} isAdmin={isAdmin} /> : null}
        viewAllLabel="View All Sessions"
        onViewAll={() => setListOpen(true)}
        loadingHeight={mode === 'online' ? '15.5rem' : '18rem'}
      />
      <ScheduleListModal
        title={texts.modal}
        opened={listOpen}
        onClose={() => setListOpen(false)}
        items={listOpen ? upcoming : []}
        loading={loading}
        loadingText="Loading sessions..."
        emptyText={texts.modalEmpty}
        getKey={(session, index) => session.id || `without-id-${index}`}
        renderItem={(session) => <SessionBlock session={session} isAdmin={isAdmin} />}
      />
    </>
  );
});
