import { Button, Group } from '@mantine/core';
import {
  attendanceCsv,
  attendanceCsvFileName,
  type AttendanceSection,
} from '@/domain/attendance-csv';
import { downloadTextFile } from '@/ui/download-text-file';

/**
 * Not from the spec: saves what the modal shows as a CSV file on the device (columns in
 * docs/behaviour.md#attendance). Nothing is sent anywhere.
 */
export function DownloadAttendanceButton({
  memberName,
  sections,
}: {
  memberName: string;
  sections: readonly AttendanceSection[];
}) {
  const download = () =>
    downloadTextFile(
      attendanceCsvFileName(memberName, Date.now()),
      'text/csv;charset=utf-8',
      attendanceCsv(sections),
    );
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={download} aria-label={`Download CSV: ${memberName}`}>
        Download CSV
      </Button>
    </Group>
  );
}
