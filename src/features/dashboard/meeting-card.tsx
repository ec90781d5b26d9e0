import { useState, memo } from 'react';
import type { Meeting } from '@/domain/types';
import { MeetingBlock } from './meeting-block';
import { ScheduleCard } from './schedule-card';
import { useSchedule } from './use-schedule';
import { ScheduleListModal } from './schedule-list-modal';

/** The Next Meeting card with its 'View All Meetings' modal. */
export const MeetingCard = memo(function MeetingCard({
  meetings,
  loading,
}: {
  meetings: Meeting[] | undefined;
  loading: boolean;
}) {
  const [listOpen, setListOpen] = useState(false);
  const { upcoming, featured } = useSchedule(meetings);
  return (
    <>
      <ScheduleCard
        title="Next Meeting"
        loading={loading}
        loadingText="Loading meetings..."
        emptyText="No upcoming meetings"
        featured={featured ? <MeetingBlock meeting={featured} /> : null}
        viewAllLabel="View All Meetings"
        onViewAll={() => setListOpen(true)}
        loadingHeight="11rem"
      />
      <ScheduleListModal
        title="All Meetings"
        opened={listOpen}
        onClose={() => setListOpen(false)}
        items={listOpen ? upcoming : []}
        loading={loading}
        loadingText="Loading meetings..."
        emptyText="No meetings"
        getKey={(meeting) => meeting.id}
        renderItem={(meeting) => <MeetingBlock meeting={meeting} />}
      />
    </>
  );
});
