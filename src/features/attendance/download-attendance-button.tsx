import { Button, Group } from '@mantine/core';
import {
  attendanceCsv,
  attendanceCsvFileName,
  type AttendanceSection,
} from '@/domain/attendance-csv';
import { downloadTextFile } from '@/ui/download-text-file';
import { useT } from '@/ui/i18n/use-t';

/**
 * Not from the spec: saves what the modal shows as a CSV file on the device (columns in
 * docs/behaviour.md#attendance). Nothing is sent anywhere. The file is English in every language
 * (its headers, section names and Present/Absent): data for spreadsheets, not a screen.
 */
export function DownloadAttendanceButton({
  memberName,
  sections,
}: {
  memberName: string;
  sections: readonly AttendanceSection[];
}) {
  const t = useT();
  const download = () =>
    downloadTextFile(
      attendanceCsvFileName(memberName, Date.now()),
      'text/csv;charset=utf-8',
      attendanceCsv(sections),
    );
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        onClick={download}
        aria-label={t('attendance.downloadCsvFor', { name: memberName })}
      >
        {t('attendance.downloadCsv')}
      </Button>
    </Group>
  );
}
