import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from './helpers';

/** A bearer token for a demo account, straight from the demo API. */
export async function tokenFor(request: APIRequestContext, account = DEMO_ADMIN): Promise<string> {
  const response = await request.post('/api/v1/login', { data: account });
  const body = (await response.json()) as { token: string };
  return body.token;
}

let counter = 0;
/** A topic no other test uses, so tests sharing one demo database never see each other's rows. */
export const uniqueTopic = (what: string) => `${what} ${Date.now()}-${(counter += 1)}`;

/** Creates a session through the API as the admin, starting `minutesFromNow` from now. */
export async function createSessionViaApi(
  request: APIRequestContext,
  {
    topic,
    mode = 'online',
    minutesFromNow,
  }: { topic: string; mode?: 'online' | 'offline'; minutesFromNow: number },
) {
  const token = await tokenFor(request);
  const response = await request.post('/api/v1/online_sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      online_session: {
        instructor: 'E2E Instructor',
        topic,
        mode,
        link: mode === 'online' ? 'https://meet.example.com/e2e' : 'Hall E2E, Pune',
        date: new Date(Date.now() + minutesFromNow * 60_000).toISOString(),
      },
    },
  });
  if (!response.ok()) throw new Error(`creating a session failed: ${response.status()}`);
}
