// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, START, login, startServer } from './helpers';

let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
let member: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  admin = await login(server.app, 'admin@example.com');
  member = await login(server.app, 'member@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const createSession = (online_session: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/online_sessions',
    headers: admin.headers,
    payload: { online_session },
  });

describe('online sessions', () => {
  it('lists seeded sessions around now, wrapped with meta.total', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_sessions',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(data.length);
    const starts = data.map((s: { date: string }) => Date.parse(s.date) - START);
    // One session's join window is open (starts within 5 minutes) and one has expired.
    expect(starts.some((d: number) => d > 0 && d <= 5 * 60_000)).toBe(true);
    expect(starts.some((d: number) => d < -8 * 60_000)).toBe(true);
    expect(data.some((s: { mode: string }) => s.mode === 'offline')).toBe(true);
  });

  it('validates a new session', async () => {
    const missing = await createSession({ topic: 'Only a topic' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['instructor', 'date', 'mode', 'link']),
    );
    const badMode = await createSession({
      instructor: 'A',
      topic: 'B',
      mode: 'hybrid',
      date: '2026-03-11T05:00:00Z',
      link: 'x',
    });
    expect(badMode.statusCode).toBe(422);
    expect(badMode.json().errors.mode).toBeDefined();
    const blankLink = await createSession({
      instructor: 'A',
      topic: 'B',
      mode: 'offline',
      date: '2026-03-11T05:00:00Z',
      link: '  ',
    });
    expect(blankLink.statusCode).toBe(422);
    expect(blankLink.json().errors.link).toBeDefined();
  });

  it('creates a session as admin', async () => {
    const res = await createSession({
      instructor: 'Meera Kulkarni',
      topic: 'Costing for exporters',
      mode: 'online',
      date: '2026-03-12T04:30:00.000Z',
      link: 'https://meet.example.com/costing',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Session created successfully!',
      data: { topic: 'Costing for exporters', date: '2026-03-12T04:30:00.000Z', mode: 'online' },
    });
  });

  it('accepts an invite idempotently and lists it in accepted_sessions', async () => {
    const invite = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/online_sessions/1/send_invite',
        // The client sends a JSON content type even without a body.
        headers: { ...member.headers, 'content-type': 'application/json' },
      });
    const first = await invite();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/Invitation sent successfully|Registration confirmed/);
    expect((await invite()).statusCode).toBe(200);

    const accepted = await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_sessions/accepted_sessions',
      headers: member.headers,
    });
    const ids = accepted.json().data.map((a: { session_id: number }) => a.session_id);
    expect(ids.filter((id: number) => id === 1)).toHaveLength(1);

    const outbox = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=member@example.com',
    });
    const invites = outbox
      .json()
      .data.filter((m: { subject: string }) => m.subject.includes('Turning a family'));
    expect(invites).toHaveLength(1);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/online_sessions/9999/send_invite',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('meetings and attendance', () => {
  it('serves meetings as a bare array and creates one as admin', async () => {
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user_meetings',
      headers: member.headers,
    });
    expect(Array.isArray(list.json())).toBe(true);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/meetings',
      headers: admin.headers,
      payload: {
        meeting: {
          title: 'Budget review',
          link: 'https://meet.example.com/budget',
          scheduled_at: '2026-03-11T10:00:00Z',
          description: 'Chapter budget',
        },
        send_to_all: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Meeting created successfully!');
  });

  it('records attendance and reflects it in the summaries', async () => {
    const before = await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_session_attendances',
      headers: member.headers,
    });
    // The seeded session that opens for joining now (joining is refused outside its window).
    const sessions = await server.app.inject({
      method: 'GET',
      url: '/api/v1/online_sessions',
      headers: member.headers,
    });
    const joinable = sessions
      .json<{ data: Array<{ id: number; date: string }> }>()
      .data.find((session) => Date.parse(session.date) === START + 2 * 60_000);
    const recorded = await server.app.inject({
      method: 'POST',
      url: '/api/v1/online_session_attendances',
      headers: member.headers,
      payload: { online_session_id: joinable?.id },
    });
    expect(recorded.statusCode).toBe(201);
    const after = await server.app.inject({
      method: 'GET',
      url: `/api/v1/online_session_attendances?user_id=${member.userId}`,
      headers: admin.headers,
    });
    expect(after.json().present_count).toBe(before.json().present_count + 1);
    expect(after.json().absent_count).toBe(
      after.json().total_sessions - after.json().present_count,
    );

    const meetings = await server.app.inject({
      method: 'GET',
      url: `/api/v1/attendances?user_id=${member.userId}`,
      headers: admin.headers,
    });
    expect(meetings.json().data[0]).toMatchObject({ status: 'present', attended: true });
  });
});
