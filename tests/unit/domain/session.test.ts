import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAcceptedSessionIds, normaliseSession } from '@/domain/session';
import { anyInput, RUNS } from './arbitraries';

const T = Date.UTC(2025, 0, 5, 10, 0, 0);
const ISO = '2025-01-05T10:00:00.000Z';

describe('normaliseSession', () => {
  it(
    'maps a full session',
    {
      meta: {
        spec: [
          'Online session (session): id (or session_id), instructor, topic, link (a meeting URL for online sessions, venue text for offline), mode (online or offline), date.',
          'May also carry name.',
        ],
      },
    },
    () => {
      expect(
        normaliseSession({
          id: 9,
          instructor: ' Dr. K ',
          topic: 'GST',
          link: ' https://meet.example.com/x ',
          mode: 'online',
          date: ISO,
          name: 'Weekly',
        }),
      ).toEqual({
        id: '9',
        instructor: 'Dr. K',
        topic: 'GST',
        link: 'https://meet.example.com/x',
        mode: 'online',
        startsAt: T,
        name: 'Weekly',
      });
    },
  );

  it(
    'reads session_id, and keeps a session without an id with an empty id',
    { meta: { spec: ['id (or session_id)'] } },
    () => {
      expect(normaliseSession({ session_id: 'abc' })?.id).toBe('abc');
      expect(normaliseSession({ topic: 'no id' })).toMatchObject({ id: '', topic: 'no id' });
      expect(normaliseSession({ id: '  ' })?.id).toBe('');
    },
  );

  it(
    'is offline only for an offline mode string, case-insensitive',
    { meta: { spec: ['Mode values: online, offline.'] } },
    () => {
      expect(normaliseSession({ id: 1, mode: ' OFFLINE ' })?.mode).toBe('offline');
      expect(normaliseSession({ id: 1, mode: 'Offline' })?.mode).toBe('offline');
      expect(normaliseSession({ id: 1, mode: 'hybrid' })?.mode).toBe('online');
      expect(normaliseSession({ id: 1 })?.mode).toBe('online');
      expect(normaliseSession({ id: 1, mode: true })?.mode).toBe('online');
    },
  );

  it(
    'reads the start from date, starts_at, start_time, scheduled_at, created_at in order',
    {
      meta: {
        spec: [
          'Start time is read from, in order: date, starts_at, start_time, scheduled_at, created_at.',
        ],
      },
    },
    () => {
      const later = '2025-02-01T00:00:00Z';
      expect(normaliseSession({ id: 1, date: ISO, starts_at: later })?.startsAt).toBe(T);
      expect(normaliseSession({ id: 1, date: 'bad', starts_at: ISO })?.startsAt).toBe(T);
      expect(normaliseSession({ id: 1, start_time: ISO, scheduled_at: later })?.startsAt).toBe(T);
      expect(normaliseSession({ id: 1, scheduled_at: ISO, created_at: later })?.startsAt).toBe(T);
      expect(normaliseSession({ id: 1, created_at: ISO })?.startsAt).toBe(T);
    },
  );

  it('accepts epoch numbers and leaves startsAt null when nothing parses', () => {
    expect(normaliseSession({ id: 1, date: T })?.startsAt).toBe(T);
    expect(normaliseSession({ id: 1, date: 'soon' })?.startsAt).toBeNull();
  });

  it('never throws and returns well-typed sessions', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const session = normaliseSession(raw);
        if (session === null) return;
        expect(session.id).toBe(session.id.trim());
        expect(['online', 'offline']).toContain(session.mode);
        expect(session.startsAt === null || Number.isFinite(session.startsAt)).toBe(true);
        expect(typeof session.link).toBe('string');
      }),
      RUNS,
    );
  });
});

describe('normaliseAcceptedSessionIds', () => {
  it('reads a bare array of ids', () => {
    expect(normaliseAcceptedSessionIds([1, '2', null, ''])).toEqual(['1', '2']);
  });

  it(
    'reads a data array of records by id, session_id or online_session_id',
    { meta: { spec: ['Accepted sessions; array or data array; ids from id or session_id'] } },
    () => {
      expect(
        normaliseAcceptedSessionIds({
          data: [{ id: 1 }, { session_id: 2 }, { online_session_id: 3 }, { nothing: 4 }],
        }),
      ).toEqual(['1', '2', '3']);
    },
  );

  it('prefers the session id over an acceptance record id', () => {
    expect(normaliseAcceptedSessionIds([{ id: 70, online_session_id: 3 }])).toEqual(['3']);
    expect(normaliseAcceptedSessionIds([{ id: 70, online_session: { id: 4 } }])).toEqual(['4']);
  });

  it('dedupes', () => {
    expect(normaliseAcceptedSessionIds([1, { id: 1 }, '1', { session_id: 2 }, 2])).toEqual([
      '1',
      '2',
    ]);
  });

  it('returns [] for junk', () => {
    for (const junk of [null, 'x', 5, {}, { data: 'x' }]) {
      expect(normaliseAcceptedSessionIds(junk)).toEqual([]);
    }
  });

  it('never throws and returns unique non-empty strings', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const ids = normaliseAcceptedSessionIds(raw);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
      }),
      RUNS,
    );
  });
});
