import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordAttendance } from '@/api/attendance-api';
import { createMeeting, fetchMeetings } from '@/api/meetings-api';
import {
  createSession,
  fetchAcceptedSessionIds,
  fetchSessions,
  sendInvite,
} from '@/api/sessions-api';
import { jsonResponse, stubFetch, textResponse } from './fetch-stub';

afterEach(() => vi.unstubAllGlobals());

describe('sessions api', () => {
  it(
    'GET /online_sessions normalises a wrapped list with its total',
    { meta: { spec: ['GET /online_sessions | none | List of sessions, same shapes'] } },
    async () => {
      const fetch = stubFetch(
        jsonResponse({
          data: [{ id: 1, topic: 'Sales', mode: 'offline', date: '2030-01-01T10:00:00Z' }, 'junk'],
          meta: { total: 9 },
        }),
      );
      const result = await fetchSessions();
      expect(fetch.last()).toMatchObject({ url: '/api/v1/online_sessions', method: 'GET' });
      expect(result.total).toBe(9);
      expect(result.items).toEqual([
        expect.objectContaining({ id: '1', topic: 'Sales', mode: 'offline' }),
      ]);
    },
  );

  it('an empty object is an empty list, a string body is an invalid response', async () => {
    stubFetch(jsonResponse({}));
    await expect(fetchSessions()).resolves.toEqual({ items: [], total: 0 });
    stubFetch(jsonResponse('<html>'));
    await expect(fetchSessions()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a 2xx HTML page is still an invalid response for the list', async () => {
    stubFetch(textResponse('<!doctype html><title>Wi-Fi login</title>'));
    await expect(fetchSessions()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('create and invite calls succeed on a 2xx text body', async () => {
    stubFetch(textResponse('Created', 201, 'text/plain'));
    const input = {
      instructor: 'Ravi',
      topic: 'Pitching',
      link: 'Hall A',
      mode: 'offline' as const,
      date: '2030-01-01T04:30:00.000Z',
    };
    await expect(createSession(input)).resolves.toBeUndefined();
    await expect(sendInvite('12')).resolves.toBeUndefined();
    const meeting = {
      title: 'W',
      link: 'https://m.example.com',
      scheduled_at: '',
      description: '',
    };
    await expect(createMeeting(meeting)).resolves.toBeUndefined();
  });

  it('GET accepted sessions reads ids; a failure or a body that holds no list is thrown, not an empty answer', async () => {
    const fetch = stubFetch(jsonResponse({ data: [{ session_id: 4 }, { id: 5 }] }));
    await expect(fetchAcceptedSessionIds()).resolves.toEqual(['4', '5']);
    expect(fetch.last().url).toBe('/api/v1/online_sessions/accepted_sessions');
    stubFetch(jsonResponse({ message: 'boom' }, 500));
    await expect(fetchAcceptedSessionIds()).rejects.toMatchObject({ kind: 'http', status: 500 });
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(fetchAcceptedSessionIds()).rejects.toMatchObject({ kind: 'network' });
    stubFetch(jsonResponse('x'));
    await expect(fetchAcceptedSessionIds()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it(
    'POST /online_sessions wraps the input in online_session',
    {
      meta: {
        spec: [
          'POST /online_sessions | online_session{instructor, topic, link, mode, date} | Create session',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({ id: 3 }, 201));
      const input = {
        instructor: 'Ravi',
        topic: 'Pitching',
        link: 'https://meet.example.com/x',
        mode: 'online' as const,
        date: '2030-01-01T04:30:00.000Z',
      };
      await createSession(input);
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/online_sessions',
        method: 'POST',
        body: { online_session: input },
      });
    },
  );

  it(
    'POST send_invite with no body, and surfaces its failure',
    { meta: { spec: ['POST /online_sessions/{id}/send_invite | no body'] } },
    async () => {
      const fetch = stubFetch(jsonResponse({}));
      await sendInvite('12');
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/online_sessions/12/send_invite',
        method: 'POST',
        body: undefined,
      });
      stubFetch(jsonResponse({ message: 'Already invited' }, 422));
      await expect(sendInvite('12')).rejects.toMatchObject({ serverMessage: 'Already invited' });
    },
  );

  it(
    'POST /online_session_attendances, failures swallowed',
    {
      meta: {
        spec: [
          'POST /online_session_attendances | online_session_id | Sent when joining an online session; failures ignored',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({}, 201));
      await recordAttendance('session', '12');
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/online_session_attendances',
        method: 'POST',
        body: { online_session_id: 12 },
      });
      stubFetch(textResponse('oops', 500));
      await expect(recordAttendance('session', '12')).resolves.toBeUndefined();
    },
  );
});

describe('meetings api', () => {
  it(
    'GET /user_meetings normalises a bare array',
    {
      meta: {
        spec: [
          'GET /user_meetings | none | List of meetings; array or wrapped in data or items, with a total',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse([{ meeting_id: 2, title: 'Weekly' }]));
      const result = await fetchMeetings();
      expect(fetch.last().url).toBe('/api/v1/user_meetings');
      expect(result.total).toBe(1);
      expect(result.items[0]).toMatchObject({ id: '2', title: 'Weekly' });
    },
  );

  it(
    'POST /meetings sends the meeting and send_to_all true',
    {
      meta: {
        spec: [
          'POST /meetings | meeting{title, link, scheduled_at, description} and send_to_all true | Create meeting',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({}, 201));
      const input = {
        title: 'Weekly',
        link: 'https://meet.example.com/w',
        scheduled_at: '2030-01-01T04:30:00.000Z',
        description: 'Agenda',
      };
      await createMeeting(input);
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/meetings',
        method: 'POST',
        body: { meeting: input, send_to_all: true },
      });
    },
  );

  it(
    'POST /attendances with meeting_id, failures swallowed',
    {
      meta: {
        spec: ['POST /attendances | meeting_id | Sent when joining a meeting; failures ignored'],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({}, 201));
      await recordAttendance('meeting', '7');
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/attendances',
        method: 'POST',
        body: { meeting_id: 7 },
      });
      stubFetch(() => Promise.reject(new TypeError('offline')));
      await expect(recordAttendance('meeting', '7')).resolves.toBeUndefined();
    },
  );
});
