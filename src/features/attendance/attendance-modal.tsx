import { Stack, Text } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { errorMessage } from '@/domain/error-message';
import type { User } from '@/domain/types';
import { userDisplayName } from '@/domain/user';
import { useAttendance } from '@/repository/reads';
import { AttendanceStats } from './attendance-stats';
import { DownloadAttendanceButton } from './download-attendance-button';
import { ErrorAlert } from '@/ui/forms/error-alert';

export const ATTENDANCE_LOAD_FAILED = 'Failed to fetch attendance';

interface AttendanceModalProps {
  /** The member being checked, kept while the modal closes so its title does not change. */
  user: User | null;
  opened: boolean;
  onClose: () => void;
}

/** 'Attendance Details - {user}': online sessions and meetings, each with its rate. */
export function AttendanceModal({ user, opened, onClose }: AttendanceModalProps) {
  return (
    <ModalOnceOpened
      opened={opened && user !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text component="span" fw={600} className="wrap-anywhere">
          {`Attendance Details - ${user ? userDisplayName(user) : ''}`}
        </Text>
      }
    >
      {/* Mantine mounts the body only while open, so attendance is fetched only then. */}
      {user ? <AttendanceDetails user={user} /> : null}
    </ModalOnceOpened>
  );
}

function AttendanceDetails({ user }: { user: User }) {
  const attendance = useAttendance(user.id === '' ? null : user.id);
  if (attendance.loading) return <Text c="dimmed">Loading attendance data...</Text>;
  const { data } = attendance;
  if (!data) {
    // A user without an id cannot be asked about; that reads as the same failure.
    return <ErrorAlert>{errorMessage(attendance.error, ATTENDANCE_LOAD_FAILED)}</ErrorAlert>;
  }
  const sections = [
    { title: 'Online Session Statistics', report: data.sessions },
    { title: 'Meeting Statistics', report: data.meetings },
  ];
  return (
    <Stack gap="md">
      {sections.map(({ title, report }) => (
        <AttendanceStats key={title} title={title} report={report} />
      ))}
      <DownloadAttendanceButton memberName={userDisplayName(user)} sections={sections} />
    </Stack>
  );
}
