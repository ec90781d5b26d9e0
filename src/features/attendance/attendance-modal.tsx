import { Stack, Text } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { errorMessage } from '@/domain/error-message';
import { CSV_SECTION_TITLES } from '@/domain/attendance-csv';
import type { User } from '@/domain/types';
import { userDisplayName, userShownName } from '@/domain/user';
import { useAttendance } from '@/repository/reads';
import { AttendanceStats } from './attendance-stats';
import { DownloadAttendanceButton } from './download-attendance-button';
import { ErrorAlert } from '@/ui/forms/error-alert';
import { msg } from '@/locales/messages';
import { showText, useT } from '@/ui/i18n/use-t';

export const ATTENDANCE_LOAD_FAILED = msg('attendance.loadFailed');

interface AttendanceModalProps {
  /** The member being checked, kept while the modal closes so its title does not change. */
  user: User | null;
  opened: boolean;
  onClose: () => void;
}

/** 'Attendance Details - {user}': online sessions and meetings, each with its rate. */
export function AttendanceModal({ user, opened, onClose }: AttendanceModalProps) {
  const t = useT();
  return (
    <ModalOnceOpened
      opened={opened && user !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text component="span" fw={600} className="wrap-anywhere">
          {t('attendance.detailsTitle', { name: user ? showText(t, userShownName(user)) : '' })}
        </Text>
      }
    >
      {/* Mantine mounts the body only while open, so attendance is fetched only then. */}
      {user ? <AttendanceDetails user={user} /> : null}
    </ModalOnceOpened>
  );
}

function AttendanceDetails({ user }: { user: User }) {
  const t = useT();
  const attendance = useAttendance(user.id === '' ? null : user.id);
  if (attendance.loading) return <Text c="dimmed">{t('attendance.loading')}</Text>;
  const { data } = attendance;
  if (!data) {
    // A user without an id cannot be asked about; that reads as the same failure.
    return (
      <ErrorAlert>{showText(t, errorMessage(attendance.error, ATTENDANCE_LOAD_FAILED))}</ErrorAlert>
    );
  }
  const sections = [
    { key: 'sessions', title: t('attendance.sessionStats'), report: data.sessions },
    { key: 'meetings', title: t('attendance.meetingStats'), report: data.meetings },
  ] as const;
  // The file is English whatever the screen's language (see DownloadAttendanceButton).
  const csvSections = sections.map(({ key, report }) => ({
    title: CSV_SECTION_TITLES[key],
    report,
  }));
  return (
    <Stack gap="md">
      {sections.map(({ key, title, report }) => (
        <AttendanceStats key={key} title={title} report={report} />
      ))}
      <DownloadAttendanceButton memberName={userDisplayName(user)} sections={csvSections} />
    </Stack>
  );
}
