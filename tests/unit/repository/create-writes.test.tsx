/**
 * Create Session and Create Meeting (admin writes): what the admin is told when the server takes
 * them, refuses them with or without a message, and when the phone is offline.
 */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  english,
  englishText,
  fakeApi,
  json,
  outboxRecords,
  renderWithEngine,
  setOnline,
  startEachTestSignedIn,
  startFreshApp,
} from './engine-harness';

startEachTestSignedIn();

const session = {
  instructor: 'Asha Rao',
  topic: 'Pitching',
  link: 'https://meet.example.com/abc',
  mode: 'online' as const,
  date: '2030-12-25T05:00:00.000Z',
};
const meeting = {
  title: 'Members meet',
  link: 'https://meet.example.com/q4',
  scheduled_at: '2030-12-25T08:45:00.000Z',
  description: 'Quarterly review',
};

async function renderCreates() {
  const app = await startFreshApp();
  const notices: string[] = [];
  (await import('@/repository/write-notices')).onWriteNotice((n) =>
    notices.push(englishText(n.message)),
  );
  const view = renderWithEngine(app, () => ({
    createSession: app.writes.useWrite('createSession'),
    createMeeting: app.writes.useWrite('createMeeting'),
  }));
  // The outcome as the member reads it: the app's own messages in English.
  const run = async <T,>(write: () => Promise<T>): Promise<unknown> => {
    let result!: T;
    await act(async () => {
      result = await write();
    });
    return english(result);
  };
  return { view, notices, run };
}

const htmlError = () => new Response('<html>Bad gateway</html>', { status: 502 });

describe('Create Session and Create Meeting', () => {
  it(
    'say they were created',
    {
      meta: {
        spec: [
          "'Session created successfully!', 'Meeting created successfully!'",
          'POST /online_sessions | online_session{instructor, topic, link, mode, date}',
        ],
      },
    },
    async () => {
      const api = fakeApi();
      api.on('POST', '/online_sessions', json({}, 201));
      api.on('POST', '/meetings', json({}, 201));
      const { view, notices, run } = await renderCreates();
      expect(await run(() => view.result.current.createSession(session))).toEqual({
        status: 'sent',
      });
      expect(await run(() => view.result.current.createMeeting(meeting))).toEqual({
        status: 'sent',
      });
      expect(notices).toEqual(['Session created successfully!', 'Meeting created successfully!']);
      expect(api.to('POST', '/online_sessions')[0]?.body).toEqual({ online_session: session });
    },
  );

  it(
    'show the server’s message, else "Failed to create session" and "Failed to create meeting", never the raw error',
    {
      meta: {
        spec: [
          "Create session: 'Failed to create session' (alert). Create meeting: 'Failed to create meeting' (alert).",
          "Each shows the server's message field if present, otherwise the generic error text, otherwise the fallback:",
        ],
      },
    },
    async () => {
      const api = fakeApi();
      api.on('POST', '/online_sessions', json({ message: 'Instructor is unknown' }, 422));
      api.on('POST', '/meetings', htmlError);
      const { view, notices, run } = await renderCreates();
      expect(await run(() => view.result.current.createSession(session))).toEqual({
        status: 'failed',
        message: 'Instructor is unknown',
      });
      expect(await run(() => view.result.current.createMeeting(meeting))).toEqual({
        status: 'failed',
        message: 'Failed to create meeting',
      });
      api.on('POST', '/online_sessions', htmlError);
      api.on('POST', '/meetings', json({ message: 'Link already used' }, 422));
      expect(await run(() => view.result.current.createSession(session))).toEqual({
        status: 'failed',
        message: 'Failed to create session',
      });
      expect(await run(() => view.result.current.createMeeting(meeting))).toEqual({
        status: 'failed',
        message: 'Link already used',
      });
      expect(notices).toEqual([
        'Instructor is unknown',
        'Failed to create meeting',
        'Failed to create session',
        'Link already used',
      ]);
      expect(notices.join('\n')).not.toMatch(/HTTP|502|Bad gateway|Failed to fetch/);
    },
  );

  it('are refused offline with a message, sending and keeping nothing', async () => {
    const api = fakeApi();
    const { view, run } = await renderCreates();
    setOnline(false);
    for (const create of [
      () => view.result.current.createSession(session),
      () => view.result.current.createMeeting(meeting),
    ]) {
      expect(await run(create)).toEqual({
        status: 'refused',
        message: expect.stringContaining('You are offline. Nothing was sent'),
      });
    }
    expect(await outboxRecords()).toEqual([]);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
