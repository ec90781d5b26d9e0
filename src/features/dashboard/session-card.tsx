import { useState, memo } from 'react';
import type { Session, SessionMode } from '@/domain/types';
import type { MessageId } from '@/locales/messages';
import { useT } from '@/ui/i18n/use-t';
import { ScheduleCard } from './schedule-card';
import { useSchedule } from './use-schedule';
import { ScheduleListModal } from './schedule-list-modal';
import { SessionBlock } from './session-block';

const TEXTS: Record<
  SessionMode,
  { title: MessageId; empty: MessageId; modalEmpty: MessageId; modal: MessageId }
> = {
  online: {
    title: 'session.onlineTitle',
    empty: 'session.onlineEmpty',
    modalEmpty: 'session.onlineModalEmpty',
    modal: 'session.onlineModal',
  },
  offline: {
    title: 'session.offlineTitle',
    empty: 'session.offlineEmpty',
    modalEmpty: 'session.offlineModalEmpty',
    modal: 'session.offlineModal',
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
  const t = useT();
  const [listOpen, setListOpen] = useState(false);
  const { upcoming, featured } = useSchedule(sessions);
  const texts = TEXTS[mode];
  return (
    <>
      <ScheduleCard
        title={t(texts.title)}
        loading={loading}
        loadingText={t('session.loading')}
        emptyText={t(texts.empty)}
        featured={featured ? <SessionBlock session={featured} isAdmin={isAdmin} /> : null}
        viewAllLabel={t('session.viewAll')}
        onViewAll={() => setListOpen(true)}
        loadingHeight={mode === 'online' ? '15.5rem' : '18rem'}
      />
      <ScheduleListModal
        title={t(texts.modal)}
        opened={listOpen}
        onClose={() => setListOpen(false)}
        items={listOpen ? upcoming : []}
        loading={loading}
        loadingText={t('session.loading')}
        emptyText={t(texts.modalEmpty)}
        getKey={(session, index) => session.id || `without-id-${index}`}
        renderItem={(session) => <SessionBlock session={session} isAdmin={isAdmin} />}
      />
    </>
  );
});
