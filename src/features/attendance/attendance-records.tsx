import { ScrollArea, Table } from '@mantine/core';
import type { AttendanceRecord } from '@/domain/attendance-report';
import { presenceLabel } from '@/domain/attendance-csv';
import { formatDateTime } from '@/domain/format';

/** The sessions or meetings of one block, as the API listed them; long lists scroll. */
export function AttendanceRecords({
  title,
  records,
}: {
  title: string;
  records: readonly AttendanceRecord[];
}) {
  return (
    <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
      <Table striped fz="sm" verticalSpacing={4} aria-label={`${title}: each one`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record, index) => (
            // Records carry no id of their own; their order is the API's and never changes here.
            <Table.Tr key={index}>
              <Table.Td className="wrap-anywhere">{record.item || 'Untitled'}</Table.Td>
              <Table.Td>{formatDateTime(record.at)}</Table.Td>
              <Table.Td>{presenceLabel(record.present)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
