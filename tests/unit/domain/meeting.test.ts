import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseMeeting } from '@/domain/meeting';
import { anyInput, RUNS } from './arbitraries';

const T = Date.UTC(2025, 0, 5, 10, 0, 0);
const ISO = '2025-01-05T10:00:00Z';

describe('normaliseMeeting', () => {
  it(
    'maps a full meeting',
    {
      meta: {
        spec: [
          'Meeting: id (or meeting_id), title, link, scheduled_at, description, name (optional).',
        ],
      },
    },
    () => {
      expect(
        normaliseMeeting({
          id: 4,
          title: ' Monthly ',
          link: 'https://meet.example.com/m',
          description: 'Agenda',
          scheduled_at: ISO,
          name: 'n',
        }),
      ).toEqual({
        id: '4',
        title: 'Monthly',
        link: 'https://meet.example.com/m',
        description: 'Agenda',
        startsAt: T,
        name: 'n',
      });
    },
  );

  it(
    'reads meeting_id and requires an id',
    { meta: { spec: ['Meeting: id (or meeting_id)'] } },
    () => {
      expect(normaliseMeeting({ meeting_id: 8 })?.id).toBe('8');
      expect(normaliseMeeting({ title: 'x' })).toBeNull();
      expect(normaliseMeeting('meeting')).toBeNull();
    },
  );

  it('reads the start from scheduled_at first, then date, starts_at, start_time, created_at', () => {
    const other = '2030-01-01T00:00:00Z';
    expect(normaliseMeeting({ id: 1, date: other, scheduled_at: ISO })?.startsAt).toBe(T);
    expect(normaliseMeeting({ id: 1, date: ISO, starts_at: other })?.startsAt).toBe(T);
    expect(normaliseMeeting({ id: 1, starts_at: ISO, created_at: other })?.startsAt).toBe(T);
    expect(normaliseMeeting({ id: 1, start_time: ISO })?.startsAt).toBe(T);
    expect(normaliseMeeting({ id: 1, created_at: ISO })?.startsAt).toBe(T);
    expect(normaliseMeeting({ id: 1 })?.startsAt).toBeNull();
  });

  it('never throws and returns well-typed meetings', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const meeting = normaliseMeeting(raw);
        if (meeting === null) return;
        expect(meeting.id).not.toBe('');
        expect(typeof meeting.title).toBe('string');
        expect(meeting.startsAt === null || Number.isFinite(meeting.startsAt)).toBe(true);
      }),
      RUNS,
    );
  });
});
