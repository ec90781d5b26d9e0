import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attendanceCsv, attendanceCsvFileName, istIsoDateTime } from '@/domain/attendance-csv';
import { normaliseAttendanceReport } from '@/domain/attendance-report';
import { csvCell, toCsv } from '@/domain/csv';

const BOM = '\uFEFF';

describe('CSV cells and lines', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Pune, India')).toBe('"Pune, India"');
    expect(csvCell('the "weekly" one')).toBe('"the ""weekly"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell(42)).toBe('42');
  });

  it('makes a cell that a spreadsheet would run as a formula plain text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91 98200')).toBe("'+91 98200");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c, d', 1],
      ]),
    ).toBe(`${BOM}a,b\r\n"c, d",1\r\n`);
  });

  it('reads back to the same cells for any text (property)', () => {
    // A minimal RFC 4180 reader: enough to check that quoting never loses or splits a cell.
    const readLine = (line: string) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const ch = line[i]!;
        if (quoted) {
          if (ch === '"' && line[i + 1] === '"') {
            cell += '"';
            i += 1;
          } else if (ch === '"') quoted = false;
          else cell += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') {
          cells.push(cell);
          cell = '';
        } else cell += ch;
      }
      cells.push(cell);
      return cells;
    };
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const text = toCsv([cells]);
        expect(text.startsWith(BOM)).toBe(true);
        const read = readLine(text.slice(1, -2));
        const expected = cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c));
        expect(read).toEqual(expected);
      }),
    );
  });
});

describe('attendance CSV', () => {
  const sessions = normaliseAttendanceReport({
    total_sessions: 4,
    present_count: 3,
    absent_count: 1,
  });
  const meetings = normaliseAttendanceReport({
    data: [
      { title: 'Weekly, chapter "A"', scheduled_at: '2026-11-20T04:30:00Z', status: 'present' },
      { meeting: { title: 'Visitors day' }, attended: false, date: '2026-11-21T13:00:00Z' },
      { attended: true },
    ],
  });

  it('gives the summary where the API gives one, and the records where it lists them', () => {
    const text = attendanceCsv([
      { title: 'Online Session Statistics', report: sessions },
      { title: 'Meeting Statistics', report: meetings },
    ]);
    expect(text.split('\r\n')).toEqual([
      `${BOM}Section,Item,Date (IST),Status,Present,Absent,Total`,
      'Online Session Statistics,,,,3,1,4',
      'Meeting Statistics,,,,2,1,3',
      'Meeting Statistics,"Weekly, chapter ""A""",2026-11-20T10:00:00+05:30,Present,,,',
      'Meeting Statistics,Visitors day,2026-11-21T18:30:00+05:30,Absent,,,',
      'Meeting Statistics,,,Present,,,',
      '',
    ]);
  });

  it('writes dates as ISO 8601 in India Standard Time', () => {
    expect(istIsoDateTime(Date.UTC(2026, 11, 31, 20, 0, 5))).toBe('2027-01-01T01:30:05+05:30');
  });

  it("names the file after the member and today's date in IST", () => {
    const evening = Date.UTC(2026, 10, 24, 19, 0); // already the 25th in India
    expect(attendanceCsvFileName('Anaïs  Fernandes', evening)).toBe(
      'attendance-anais-fernandes-2026-11-25.csv',
    );
    expect(attendanceCsvFileName('../../etc/passwd', evening)).toBe(
      'attendance-etc-passwd-2026-11-25.csv',
    );
    expect(attendanceCsvFileName('अनुराग', evening)).toBe('attendance-member-2026-11-25.csv');
  });
});

describe('normaliseAttendanceReport', () => {
  it('keeps no records for a summary, records for a bare array or data', () => {
    expect(normaliseAttendanceReport({ total_meetings: 2, present_count: 1 }).records).toBeNull();
    expect(normaliseAttendanceReport([{ status: 'present', topic: 'Intro' }]).records).toEqual([
      { item: 'Intro', at: null, present: true },
    ]);
    expect(normaliseAttendanceReport({ items: [{}] }).records).toEqual([
      { item: '', at: null, present: false },
    ]);
  });

  it('never throws, and its records always agree with its numbers (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const { stats, records } = normaliseAttendanceReport(raw);
        for (const n of Object.values(stats)) expect(n).toBeGreaterThanOrEqual(0);
        if (records !== null) {
          expect(records).toHaveLength(stats.total);
          expect(records.filter((r) => r.present)).toHaveLength(stats.present);
        }
      }),
    );
  });
});
