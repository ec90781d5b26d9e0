import { describe, expect, it } from 'vitest';
import {
  acceptProblem as acceptProblemMessage,
  type CreateSessionValues,
  inviteSuccessMessage as inviteSuccess,
  NO_LINK_MESSAGE as NO_LINK,
  offlineDetails as offlineDetailsShown,
  validateCreateSession as validateSession,
} from '@/domain/session';
import { validateCreateMeeting as validateMeeting } from '@/domain/meeting';
import type { Session } from '@/domain/types';
import type { Msg, Shown } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

loadEveryEnglishCatalog();

// The rules give messages; these read them as the English screen shows them (tests/setup.ts
// loads the English catalogs).
const english = (message: Msg | null) => message && translate(message);
const shown = (text: Shown) => (typeof text === 'string' ? text : translate(text));
const acceptProblem = (item: Session) => english(acceptProblemMessage(item));
const inviteSuccessMessage = (mode: Session['mode']) => translate(inviteSuccess(mode));
const NO_LINK_MESSAGE = translate(NO_LINK);
const offlineDetails = (item: Session, timeZone?: string) => {
  const { topic, date, venue } = offlineDetailsShown(item, timeZone);
  return { topic, date: shown(date), venue: shown(venue) };
};
const validateCreateSession = (values: CreateSessionValues, now: number) =>
  english(validateSession(values, now));
const validateCreateMeeting = (values: Parameters<typeof validateMeeting>[0]) =>
  english(validateMeeting(values));

const session = (overrides: Partial<Session> = {}): Session => ({
  id: '1',
  instructor: 'K',
  topic: 'GST basics',
  link: 'https://meet.example.com/x',
  mode: 'online',
  startsAt: Date.UTC(2025, 0, 5, 9, 0, 0),
  name: '',
  ...overrides,
});

describe('acceptProblem', () => {
  it('is null for a session with an id and a link', () => {
    expect(acceptProblem(session())).toBeNull();
    expect(acceptProblem(session({ mode: 'offline', link: 'Hall A' }))).toBeNull();
  });

  it(
    "says 'Invalid session id' without an id",
    { meta: { spec: ["The session must have an id ('Invalid session id')"] } },
    () => {
      expect(acceptProblem(session({ id: '' }))).toBe('Invalid session id');
      expect(acceptProblem(session({ id: ' ', link: '' }))).toBe('Invalid session id');
    },
  );

  it(
    'names the missing link or venue by mode',
    {
      meta: {
        spec: [
          "otherwise the alert reads '{Online session|Offline session} is missing a {meeting link|Venue/details}. Cannot accept.'",
        ],
      },
    },
    () => {
      expect(acceptProblem(session({ link: ' ' }))).toBe(
        'Online session is missing a meeting link. Cannot accept.',
      );
      expect(acceptProblem(session({ mode: 'offline', link: '' }))).toBe(
        'Offline session is missing a Venue/details. Cannot accept.',
      );
    },
  );
});

describe('messages', () => {
  it(
    'has the exact invite and join texts',
    {
      meta: {
        spec: [
          "Alerts: online 'Invitation sent successfully! Check your email for the join link.'; offline 'Registration confirmed! Check your email for Venue details.'",
          "With no link: 'No link available'.",
        ],
      },
    },
    () => {
      expect(inviteSuccessMessage('online')).toBe(
        'Invitation sent successfully! Check your email for the join link.',
      );
      expect(inviteSuccessMessage('offline')).toBe(
        'Registration confirmed! Check your email for Venue details.',
      );
      expect(NO_LINK_MESSAGE).toBe('No link available');
    },
  );
});

describe('offlineDetails', () => {
  it(
    'gives topic, formatted date and venue',
    { meta: { spec: ['View Details shows an alert with topic, date and venue'] } },
    () => {
      expect(offlineDetails(session({ mode: 'offline', link: ' Hall A ' }), 'UTC')).toEqual({
        topic: 'GST basics',
        date: 'Jan 5, 2025, 09:00:00 AM',
        venue: 'Hall A',
      });
    },
  );

  it(
    "uses 'To be announced' for a blank venue and the date placeholder without a start",
    { meta: { spec: ["('To be announced' if empty)"] } },
    () => {
      expect(offlineDetails(session({ mode: 'offline', link: '  ', startsAt: null }))).toEqual({
        topic: 'GST basics',
        date: 'Date to be announced',
        venue: 'To be announced',
      });
    },
  );
});

describe('validateCreateSession', () => {
  const values = (overrides: Partial<CreateSessionValues> = {}): CreateSessionValues => ({
    instructor: 'K',
    topic: 'T',
    mode: 'online',
    link: 'https://meet.example.com/x',
    date: '2025-01-05 10:00:00',
    ...overrides,
  });
  const REQUIRED = 'Please fill in all required fields (Instructor, Topic, Date & Time, Mode)';
  // 2025-01-05 10:00 IST is 04:30 UTC.
  const BEFORE = Date.parse('2025-01-05T04:00:00Z');

  it('accepts complete values', () => {
    expect(validateCreateSession(values(), BEFORE)).toBeNull();
    expect(validateCreateSession(values({ mode: 'offline', link: 'Hall A' }), BEFORE)).toBeNull();
  });

  it(
    'requires instructor, topic, date and mode',
    {
      meta: {
        spec: [
          "instructor, topic, date and mode are required: 'Please fill in all required fields (Instructor, Topic, Date & Time, Mode)'.",
        ],
      },
    },
    () => {
      expect(validateCreateSession(values({ instructor: ' ' }), BEFORE)).toBe(REQUIRED);
      expect(validateCreateSession(values({ topic: '' }), BEFORE)).toBe(REQUIRED);
      expect(validateCreateSession(values({ date: '' }), BEFORE)).toBe(REQUIRED);
      expect(validateCreateSession(values({ date: 'garbage' }), BEFORE)).toBe(REQUIRED);
      expect(validateCreateSession(values({ mode: '' }), BEFORE)).toBe(REQUIRED);
      expect(validateCreateSession(values({ mode: '', link: '' }), BEFORE)).toBe(REQUIRED);
    },
  );

  it(
    'requires a link for online and a venue for offline',
    {
      meta: {
        spec: [
          "Online needs a link: 'A Meeting Link is required for online sessions.' Offline needs a venue: 'A Venue/Details is required for offline sessions.'",
        ],
      },
    },
    () => {
      expect(validateCreateSession(values({ link: ' ' }), BEFORE)).toBe(
        'A Meeting Link is required for online sessions.',
      );
      expect(validateCreateSession(values({ mode: 'offline', link: '' }), BEFORE)).toBe(
        'A Venue/Details is required for offline sessions.',
      );
    },
  );
});

describe('validateCreateSession at submit time', () => {
  const values: CreateSessionValues = {
    instructor: 'K',
    topic: 'T',
    mode: 'online',
    link: 'https://meet.example.com/x',
    date: '2025-01-05 10:00:00', // 04:30 UTC
  };
  it(
    'refuses a date that has become past since it was picked, but not the current minute',
    { meta: { spec: ['The date cannot be earlier than now.'] } },
    () => {
      const PAST = 'The date cannot be earlier than now.';
      expect(validateCreateSession(values, Date.parse('2025-01-05T04:31:00Z'))).toBe(PAST);
      expect(validateCreateSession(values, Date.parse('2025-01-05T04:30:59Z'))).toBeNull();
      expect(validateCreateSession(values, Date.parse('2025-01-05T04:29:00Z'))).toBeNull();
    },
  );
});

describe('validateCreateMeeting', () => {
  const full = {
    title: 'Monthly',
    link: 'https://meet.example.com/m',
    scheduled_at: '2025-01-05 10:00:00',
    description: 'Agenda',
  };

  it(
    'accepts complete values and rejects any blank field',
    {
      meta: {
        spec: [
          "Title, link, scheduled time and description are all required: 'Please fill in all fields'.",
        ],
      },
    },
    () => {
      expect(validateCreateMeeting(full)).toBeNull();
      for (const key of Object.keys(full) as (keyof typeof full)[]) {
        expect(validateCreateMeeting({ ...full, [key]: '  ' })).toBe('Please fill in all fields');
      }
    },
  );

  it('counts a date and time it cannot read as missing', () => {
    expect(validateCreateMeeting({ ...full, scheduled_at: 'next Tuesday' })).toBe(
      'Please fill in all fields',
    );
  });
});
