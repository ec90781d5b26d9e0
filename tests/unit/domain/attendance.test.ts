import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAttendance } from '@/domain/attendance';
import { anyInput, RUNS } from './arbitraries';

describe('normaliseAttendance: summaries', () => {
  it(
    'reads a session summary',
    {
      meta: {
        spec: [
          'Summary: total_sessions or total_meetings, present_count, absent_count, attended_sessions or attended_meetings.',
          'Attendance responses are read as a summary object (total_sessions or total_meetings, present_count, absent_count, attended_sessions or attended_meetings)',
        ],
      },
    },
    () => {
      expect(
        normaliseAttendance({ total_sessions: 10, present_count: 6, absent_count: 4 }),
      ).toEqual({
        present: 6,
        absent: 4,
        total: 10,
      });
    },
  );

  it(
    'reads a meeting summary with attended_meetings as present',
    {
      meta: {
        spec: [
          'Summary: total_sessions or total_meetings, present_count, absent_count, attended_sessions or attended_meetings.',
        ],
      },
    },
    () => {
      expect(normaliseAttendance({ total_meetings: 5, attended_meetings: 2 })).toEqual({
        present: 2,
        absent: 3,
        total: 5,
      });
      expect(normaliseAttendance({ total_sessions: '4', attended_sessions: '1' })).toEqual({
        present: 1,
        absent: 3,
        total: 4,
      });
    },
  );

  it('prefers present_count over attended_*', () => {
    expect(
      normaliseAttendance({ total_sessions: 5, present_count: 4, attended_sessions: 1 }).present,
    ).toBe(4);
  });

  it('derives total from present and absent when no total is given', () => {
    expect(normaliseAttendance({ present_count: 2, absent_count: 3 })).toEqual({
      present: 2,
      absent: 3,
      total: 5,
    });
  });

  it('never goes negative on inconsistent or negative numbers', () => {
    expect(normaliseAttendance({ total_sessions: 2, present_count: 5 })).toEqual({
      present: 5,
      absent: 0,
      total: 2,
    });
    expect(normaliseAttendance({ total_sessions: -3, present_count: -1 })).toEqual({
      present: 0,
      absent: 0,
      total: 0,
    });
  });

  it('reads a summary under data', () => {
    expect(normaliseAttendance({ data: { total_meetings: 2, present_count: 2 } })).toEqual({
      present: 2,
      absent: 0,
      total: 2,
    });
  });
});

describe('normaliseAttendance: records', () => {
  const records = [
    { status: 'present' },
    { status: 'PRESENT' },
    { attended: true },
    { attendance_status: 'Present' },
    { status: 'absent' },
    { attended: 'true' },
    null,
  ];

  it(
    'counts present by status, attended or attendance_status; total is the length',
    {
      meta: {
        spec: [
          'Attendance record: status (present or other), attended (boolean), attendance_status.',
          'For arrays, present means status present or attended true.',
        ],
      },
    },
    () => {
      expect(normaliseAttendance(records)).toEqual({ present: 4, absent: 3, total: 7 });
    },
  );

  it(
    'reads a data array the same way',
    { meta: { spec: ['a bare array, or a data array.'] } },
    () => {
      expect(normaliseAttendance({ data: records })).toEqual({ present: 4, absent: 3, total: 7 });
    },
  );

  it('returns zeros for junk and empty lists', () => {
    for (const junk of [null, undefined, 'x', 5, {}, [], { data: 'x' }]) {
      expect(normaliseAttendance(junk)).toEqual({ present: 0, absent: 0, total: 0 });
    }
  });

  it('never throws and never returns negative or fractional numbers', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const stats = normaliseAttendance(raw);
        for (const n of [stats.present, stats.absent, stats.total]) {
          expect(Number.isInteger(n) && n >= 0).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('for any record list, present + absent equals total', () => {
    fc.assert(
      fc.property(fc.array(anyInput), (list) => {
        const stats = normaliseAttendance(list);
        expect(stats.present + stats.absent).toBe(stats.total);
        expect(stats.total).toBe(list.length);
      }),
      RUNS,
    );
  });
});
