import type { AttendanceReport } from '@/domain/attendance-report';
import { toCsv } from '@/domain/csv';
import { nowAsIstWallClock } from '@/domain/ist';

/** The columns of the attendance file (docs/behaviour.md#attendance). */
export const ATTENDANCE_CSV_COLUMNS = [
  'Section',
  'Item',
  'Date (IST)',
  'Status',
  'Present',
  'Absent',
  'Total',
] as const;

/**
 * The sections' names in the file, as the English modal titles them. The file stays English in
 * every language: it is data for spreadsheets, not a screen.
 */
export const CSV_SECTION_TITLES = {
  sessions: 'Online Session Statistics',
  meetings: 'Meeting Statistics',
} as const;

export interface AttendanceSection {
  /** One of CSV_SECTION_TITLES. */
  title: string;
  report: AttendanceReport;
}

/** An instant as ISO 8601 in India Standard Time, e.g. 2026-11-24T18:30:00+05:30. */
export function istIsoDateTime(ms: number): string {
  return `${nowAsIstWallClock(ms).replace(' ', 'T')}+05:30`;
}

/** A record's Status in the file (English, like its headers). */
export const presenceLabel = (present: boolean) => (present ? 'Present' : 'Absent');

/**
 * What the modal shows, as one table: for each section its numbers (a line with Present,
 * Absent and Total), then, where the API listed them, one line per session or meeting with its
 * date in IST and Present or Absent.
 */
export function attendanceCsv(sections: readonly AttendanceSection[]): string {
  const lines: (string | number)[][] = [[...ATTENDANCE_CSV_COLUMNS]];
  for (const { title, report } of sections) {
    const { present, absent, total } = report.stats;
    lines.push([title, '', '', '', present, absent, total]);
    for (const record of report.records ?? []) {
      const date = record.at === null ? '' : istIsoDateTime(record.at);
      lines.push([title, record.item, date, presenceLabel(record.present), '', '', '']);
    }
  }
  return toCsv(lines);
}

/** e.g. attendance-asha-rao-2026-11-24.csv: the member's name in plain letters, today in IST. */
export function attendanceCsvFileName(memberName: string, now: number): string {
  const slug = memberName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = istIsoDateTime(now).slice(0, 10);
  return `attendance-${slug || 'member'}-${day}.csv`;
}
