import type { EventAttributes } from 'ics';
import { safeHttpUrl } from '@/domain/avatar';
import { VENUE_TO_BE_ANNOUNCED } from '@/domain/session';
import type { Meeting, Session } from '@/domain/types';
import { msg, type Msg } from '@/locales/messages';

/** Says one of the app's messages in the language in use (the screen's translator). */
export type Say = (message: Msg) => string;

/**
 * Calendar entries for sessions and meetings (docs/decisions.md#add-to-calendar: .ics, UTC times, one hour,
 * 10-minute reminder). Only the attributes are built here; the `ics` package itself is loaded
 * on demand by the screen that writes the file, so it stays out of the main bundle. The file's
 * own words (fallback titles, 'Instructor:', 'Join:', the reminder) are in the language in use,
 * through the screen's `say`.
 */

const UID_DOMAIN = 'member-portal';
const PRODUCT_ID = 'member-portal';
const REMINDER_MINUTES = 10;

// UIDs must stay stable across downloads so calendars update an entry instead of doubling it;
// anything outside this set is replaced so a strange id cannot break the line.
const uidPart = (id: string) => id.trim().replace(/[^A-Za-z0-9._-]/g, '_');

function uid(kind: 'session' | 'meeting', id: string, startsAt: number): string {
  const part = uidPart(id) || `t${startsAt}`;
  return `${kind}-${part}@${UID_DOMAIN}`;
}

interface EventParts {
  kind: 'session' | 'meeting';
  id: string;
  startsAt: number;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
}

function buildEvent(parts: EventParts, say: Say): EventAttributes {
  return {
    // An epoch number keeps the seconds; the array form of `ics` stops at minutes.
    start: parts.startsAt,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: parts.title,
    ...(parts.description ? { description: parts.description } : {}),
    ...(parts.location ? { location: parts.location } : {}),
    ...(parts.url ? { url: parts.url } : {}),
    uid: uid(parts.kind, parts.id, parts.startsAt),
    productId: PRODUCT_ID,
    alarms: [
      {
        action: 'display',
        description: say(
          msg('calendar.reminder', { title: parts.title, minutes: REMINDER_MINUTES }),
        ),
        trigger: { minutes: REMINDER_MINUTES, before: true },
      },
    ],
  };
}

const hasStart = (startsAt: number | null): startsAt is number =>
  startsAt !== null && Number.isFinite(startsAt);

const lines = (...texts: (string | null)[]) =>
  texts.filter((text): text is string => Boolean(text)).join('\n');

/**
 * Online: the link is the place to go, so it is the location and the url, but only when it is
 * http(s) (docs/decisions.md#server-links-and-images-https-only); anything else is dropped. Offline: the link holds the venue text,
 * shown as-is like View Details does, 'To be announced' when empty.
 */
export function sessionCalendarEvent(session: Session, say: Say): EventAttributes | null {
  if (!hasStart(session.startsAt)) return null;
  const online = session.mode === 'online';
  const joinUrl = online ? safeHttpUrl(session.link) : null;
  const instructor = session.instructor.trim();
  return buildEvent(
    {
      kind: 'session',
      id: session.id,
      startsAt: session.startsAt,
      title: session.topic.trim() || say(msg('calendar.session')),
      description: lines(
        instructor ? say(msg('calendar.instructor', { name: instructor })) : null,
        joinUrl ? say(msg('calendar.join', { url: joinUrl })) : null,
      ),
      location: online ? joinUrl : session.link.trim() || say(VENUE_TO_BE_ANNOUNCED),
      url: joinUrl,
    },
    say,
  );
}

/** Meetings are always joined by link; the same http(s) rule applies. */
export function meetingCalendarEvent(meeting: Meeting, say: Say): EventAttributes | null {
  if (!hasStart(meeting.startsAt)) return null;
  const joinUrl = safeHttpUrl(meeting.link);
  return buildEvent(
    {
      kind: 'meeting',
      id: meeting.id,
      startsAt: meeting.startsAt,
      title: meeting.title.trim() || say(msg('calendar.meeting')),
      description: lines(
        meeting.description.trim() || null,
        joinUrl ? say(msg('calendar.join', { url: joinUrl })) : null,
      ),
      location: joinUrl,
      url: joinUrl,
    },
    say,
  );
}

const MAX_FILE_NAME = 60;
const EXTENSION = '.ics';

/**
 * A download name such as 'session-gst-basics.ics': the kind, then the title lower-cased
 * with accents folded and every run of other characters turned into one dash, so it is
 * safe on every file system. At most 60 characters in all; a title with nothing usable
 * gives just the kind ('meeting.ics'), and 'event.ics' is the last resort.
 */
export function calendarFileName(kind: 'session' | 'meeting', title: string): string {
  const slug = `${kind}-${title}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_FILE_NAME - EXTENSION.length)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}${EXTENSION}`;
}
