// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, START, login, startServer } from './helpers';

/** Attendance is recorded only while the item is open to join, as the app shows it. */
let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
let member: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  admin = await login(server.app, 'admin@example.com');
  member = await login(server.app, 'member@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const OUTSIDE =
  'Attendance can be recorded only from 5 minutes before the start to 8 minutes after it';

async function sessionAt(ms: number): Promise<number> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/online_sessions',
    headers: admin.headers,
    payload: {
      online_session: {
        instructor: 'Asha',
        topic: `At ${ms - START}`,
        link: 'https://meet.example.com/x',
        mode: 'online',
        date: new Date(ms).toISOString(),
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data?: { id: number }; id?: number }>().data?.id ?? res.json().id;
}

async function meetingAt(ms: number): Promise<number> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/meetings',
    headers: admin.headers,
    payload: {
      meeting: {
        title: `Meeting at ${ms - START}`,
        link: 'https://meet.example.com/m',
        description: 'Chapter meeting',
        scheduled_at: new Date(ms).toISOString(),
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data?: { id: number }; id?: number }>().data?.id ?? res.json().id;
}

const joinSession = (id: number) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/online_session_attendances',
    headers: member.headers,
    payload: { online_session_id: id },
  });
const joinMeeting = (id: number) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/attendances',
    headers: member.headers,
    payload: { meeting_id: id },
  });
const presentCount = async () =>
  (
    await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_session_attendances',
      headers: member.headers,
    })
  ).json<{ present_count: number }>().present_count;

describe('attendance only in the join window', () => {
  it('refuses a session two days ahead and one long past, and does not count them', async () => {
    const before = await presentCount();
    for (const at of [START + 2 * 24 * HOUR, START - 24 * HOUR]) {
      const res = await joinSession(await sessionAt(at));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: OUTSIDE, errors: { online_session_id: [OUTSIDE] } });
    }
    expect(await presentCount()).toBe(before);
  });

  it('refuses a meeting 55 hours ahead', async () => {
    const res = await joinMeeting(await meetingAt(START + 55 * HOUR));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ meeting_id: [OUTSIDE] });
  });

  it('records from 5 minutes before the start to 8 minutes after, with a minute for clock skew', async () => {
    // Opens 5 minutes before; a device clock a minute ahead is allowed.
    expect((await joinSession(await sessionAt(START + 6 * MINUTE))).statusCode).toBe(201);
    expect((await joinSession(await sessionAt(START + 7 * MINUTE + 1000))).statusCode).toBe(422);
    // Closes 8 minutes after, plus the minute.
    expect((await joinSession(await sessionAt(START - 9 * MINUTE))).statusCode).toBe(201);
    expect((await joinSession(await sessionAt(START - 9 * MINUTE - 1000))).statusCode).toBe(422);
    expect((await joinMeeting(await meetingAt(START + 4 * MINUTE))).statusCode).toBe(201);
    expect((await joinMeeting(await meetingAt(START - 10 * MINUTE))).statusCode).toBe(422);
  });
});
