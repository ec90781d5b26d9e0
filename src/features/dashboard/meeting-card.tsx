import { useState, memo } from 'react';
import type { Meeting } from '@/domain/types';
import { MeetingBlock } from './meeting-block';
import { ScheduleCard } from './schedule-card';
import { useSchedule } from './use-schedule';
import { useT } from '@/ui/i18n/use-t';
import { ScheduleListModal } from './schedule-list-modal';

/** The Next Meeting card with its 'View All Meetings' modal. */
export const MeetingCard = memo(function MeetingCard({
  meetings,
  loading,
}: {
  meetings: Meeting[] | undefined;
  loading: boolean;
}) {
  const t = useT();
  const [listOpen, setListOpen] = useState(false);
  const { upcoming, featured } = useSchedule(meetings);
  return (
    <>
      <ScheduleCard
        title={t('meeting.cardTitle')}
        loading={loading}
        loadingText={t('meeting.loading')}
        emptyText={t('meeting.empty')}
        featured={featured ? <MeetingBlock meeting={featured} /> : null}
        viewAllLabel={t('meeting.viewAll')}
        onViewAll={() => setListOpen(true)}
        loadingHeight="11rem"
      />
      <ScheduleListModal
        title={t('meeting.modalTitle')}
        opened={listOpen}
        onClose={() => setListOpen(false)}
        items={listOpen ? upcoming : []}
        loading={loading}
        loadingText={t('meeting.loading')}
        emptyText={t('meeting.modalEmpty')}
        getKey={(meeting) => meeting.id}
        renderItem={(meeting) => <MeetingBlock meeting={meeting} />}
      />
    </>
  );
});
