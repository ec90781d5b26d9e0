import fc from 'fast-check';
import { createEvent, type EventAttributes } from 'ics';
import { describe, expect, it } from 'vitest';
import {
  calendarFileName,
  meetingCalendarEvent as meetingEvent,
  sessionCalendarEvent as sessionEvent,
} from '@/domain/calendar-event';
import type { Meeting, Session } from '@/domain/types';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

loadEveryEnglishCatalog();

// The file's words in English (tests/setup.ts loads the English catalogs).
const sessionCalendarEvent = (item: Session) => sessionEvent(item, translate);
const meetingCalendarEvent = (item: Meeting) => meetingEvent(item, translate);

// 10:00 IST on 23 Nov 2026 is 04:30 UTC.
const START = Date.UTC(2026, 10, 23, 4, 30, 0);

const session = (overrides: Partial<Session> = {}): Session => ({
  id: '42',
  instructor: 'Kavya Rao',
  topic: 'GST basics',
  link: 'https://meet.example.com/gst',
  mode: 'online',
  startsAt: START,
  name: '',
  ...overrides,
});

const meeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  id: '7',
  title: 'Chapter meeting',
  link: 'https://meet.example.com/chapter',
  description: 'Monthly round of referrals',
  startsAt: START,
  name: '',
  ...overrides,
});

/** Runs the real generator and unfolds RFC 5545 continuation lines so substrings match. */
function ics(attributes: EventAttributes | null): string {
  if (!attributes) throw new Error('expected attributes');
  const { error, value } = createEvent(attributes);
  if (error || value === null) throw error ?? new Error('no output');
  return value.replace(/\r?\n[ \t]/g, '');
}

describe('sessionCalendarEvent', () => {
  it('produces a one-hour UTC event with a 10-minute reminder', () => {
    const text = ics(sessionCalendarEvent(session()));
    expect(text).toContain('DTSTART:20261123T043000Z');
    expect(text).toContain('DURATION:PT1H');
    expect(text).toContain('SUMMARY:GST basics');
    expect(text).toContain(
      'DESCRIPTION:Instructor: Kavya Rao\\nJoin: https://meet.example.com/gst',
    );
    expect(text).toContain('LOCATION:https://meet.example.com/gst');
    expect(text).toContain('URL:https://meet.example.com/gst');
    expect(text).toContain('UID:session-42@member-portal');
    expect(text).toContain('BEGIN:VALARM');
    expect(text).toContain('ACTION:DISPLAY');
    expect(text).toContain('TRIGGER:-PT10M');
  });

  it('keeps the seconds of the start', () => {
    const text = ics(sessionCalendarEvent(session({ startsAt: START + 15_000 })));
    expect(text).toContain('DTSTART:20261123T043015Z');
  });

  it('is null without a start', () => {
    expect(sessionCalendarEvent(session({ startsAt: null }))).toBeNull();
    expect(sessionCalendarEvent(session({ startsAt: Number.NaN }))).toBeNull();
  });

  it('uses the venue text for offline sessions, else To be announced', () => {
    const hall = sessionCalendarEvent(session({ mode: 'offline', link: ' Hall A, 2nd floor ' }));
    expect(hall?.location).toBe('Hall A, 2nd floor');
    expect(hall?.url).toBeUndefined();
    expect(ics(hall)).toContain('LOCATION:Hall A\\, 2nd floor');

    const empty = sessionCalendarEvent(session({ mode: 'offline', link: '  ' }));
    expect(empty?.location).toBe('To be announced');
    expect(ics(empty)).toContain('LOCATION:To be announced');
  });

  it('falls back to Session for a blank topic and drops a blank instructor', () => {
    const event = sessionCalendarEvent(session({ topic: '  ', instructor: '' }));
    expect(event?.title).toBe('Session');
    expect(event?.description).toBe('Join: https://meet.example.com/gst');
  });

  it('never lets a non-http link into the file', () => {
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x']) {
      const event = sessionCalendarEvent(session({ link }));
      expect(event?.location).toBeUndefined();
      expect(event?.url).toBeUndefined();
      const text = ics(event).toLowerCase();
      expect(text).not.toContain('javascript:');
      expect(text).not.toContain('data:text');
      expect(text).not.toContain('location:');
    }
  });

  it('keeps a stable uid even without an id', () => {
    expect(sessionCalendarEvent(session({ id: '' }))?.uid).toBe(`session-t${START}@member-portal`);
    expect(sessionCalendarEvent(session({ id: 'a b/c' }))?.uid).toBe('session-a_b_c@member-portal');
  });
});

describe('meetingCalendarEvent', () => {
  it('produces the meeting with its description and link', () => {
    const text = ics(meetingCalendarEvent(meeting()));
    expect(text).toContain('DTSTART:20261123T043000Z');
    expect(text).toContain('DURATION:PT1H');
    expect(text).toContain('SUMMARY:Chapter meeting');
    expect(text).toContain(
      'DESCRIPTION:Monthly round of referrals\\nJoin: https://meet.example.com/chapter',
    );
    expect(text).toContain('LOCATION:https://meet.example.com/chapter');
    expect(text).toContain('UID:meeting-7@member-portal');
    expect(text).toContain('TRIGGER:-PT10M');
  });

  it('falls back to Meeting, and drops an unsafe link', () => {
    const event = meetingCalendarEvent(meeting({ title: ' ', link: 'javascript:alert(1)' }));
    expect(event?.title).toBe('Meeting');
    expect(event?.description).toBe('Monthly round of referrals');
    expect(ics(event).toLowerCase()).not.toContain('javascript:');
  });

  it('is null without a start', () => {
    expect(meetingCalendarEvent(meeting({ startsAt: null }))).toBeNull();
  });
});

describe('calendarFileName', () => {
  it('slugs the kind and title', () => {
    expect(calendarFileName('session', 'GST basics')).toBe('session-gst-basics.ics');
    expect(calendarFileName('meeting', '  Café / Q&A: 2026!  ')).toBe('meeting-cafe-q-a-2026.ics');
  });

  it('falls back to the kind for a title with nothing usable', () => {
    expect(calendarFileName('meeting', '')).toBe('meeting.ics');
    expect(calendarFileName('session', '../../!!')).toBe('session.ics');
  });

  it('is always short and safe', () => {
    fc.assert(
      fc.property(fc.constantFrom('session', 'meeting' as const), fc.string(), (kind, title) => {
        const name = calendarFileName(kind, title);
        expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.ics$/);
        expect(name.length).toBeLessThanOrEqual(60);
      }),
    );
    expect(calendarFileName('session', 'x'.repeat(200)).length).toBe(60);
  });
});
