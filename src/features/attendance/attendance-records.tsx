import { ScrollArea, Table } from '@mantine/core';
import type { AttendanceRecord } from '@/domain/attendance-report';
import { formatDateTimeShown } from '@/domain/format';
import { showText, useLanguage, useT } from '@/ui/i18n/use-t';

/** The sessions or meetings of one block, as the API listed them; long lists scroll. */
export function AttendanceRecords({
  title,
  records,
}: {
  title: string;
  records: readonly AttendanceRecord[];
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
      <Table striped fz="sm" verticalSpacing={4} aria-label={t('attendance.eachOne', { title })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('attendance.item')}</Table.Th>
            <Table.Th>{t('attendance.date')}</Table.Th>
            <Table.Th>{t('attendance.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record, index) => (
            // Records carry no id of their own; their order is the API's and never changes here.
            <Table.Tr key={index}>
              <Table.Td className="wrap-anywhere">
                {record.item || t('attendance.untitled')}
              </Table.Td>
              <Table.Td>
                {showText(t, formatDateTimeShown(record.at, undefined, language))}
              </Table.Td>
              <Table.Td>{t(record.present ? 'attendance.present' : 'attendance.absent')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
