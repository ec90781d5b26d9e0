import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { startApp } from '@/repository/auth-repository';
import { whenMirrorIdle } from '@/storage/idb-mirror';
import { fakeApi, json } from '../repository/engine-harness';
import { resetIndexedDb } from '../storage/mirror-test-helpers';
import { renderScreen, stopMemberData } from '../render-screen';

const MINUTE = 60_000;

/** A session payload as the server sends it, starting `minutesFromNow` from now. */
export const serverSession = (
  id: number,
  mode: 'online' | 'offline',
  minutesFromNow: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  mode,
  instructor: `Instructor ${id}`,
  topic: `Topic ${id}`,
  link: mode === 'online' ? `https://meet.example.com/${id}` : `Hall ${id}`,
  date: new Date(Date.now() + minutesFromNow * MINUTE).toISOString(),
  ...extra,
});

export const serverMeeting = (id: number, minutesFromNow: number) => ({
  id,
  title: `Meeting ${id}`,
  description: `About ${id}`,
  link: `https://meet.example.com/m${id}`,
  scheduled_at: new Date(Date.now() + minutesFromNow * MINUTE).toISOString(),
});

export function signInAs(role: 'member' | 'admin') {
  localStorage.setItem('auth_token', `${role}-token`);
  localStorage.setItem(
    'auth_response',
    JSON.stringify({
      token: `${role}-token`,
      user: {
        id: role === 'admin' ? 1 : 5,
        fullname: `Asha ${role}`,
        company_name: 'Rao & Co',
        role,
      },
    }),
  );
}

/** A fake API with an ordinary dashboard: lists answer, accepted sessions empty. */
export function dashboardApi() {
  const api = fakeApi();
  api.on('GET', '/online_sessions', json([]));
  api.on('GET', '/user_meetings', json([]));
  api.on('GET', '/referrals', json([]));
  api.on('GET', '/referrals/received_referrals', json([]));
  api.on('GET', '/online_sessions/accepted_sessions', json([]));
  return api;
}

export async function renderDashboard() {
  await startApp();
  const rendered = renderScreen(<DashboardPage />, {
    path: '/dashboard',
    otherPaths: ['/login', '/profile', '/referrals', '/attendance'],
    memberData: true,
  });
  // The header shows first; the cards follow in the next task.
  await screen.findByRole('region', { name: 'Online Session' });
  return rendered;
}

/** Between tests: online again, the engine stopped, and nothing left in IndexedDB. */
export async function resetDashboard() {
  act(() => onlineManager.setOnline(true));
  // Error notifications stay until dismissed; a test must not inherit the last one's queue.
  notifications.clean();
  notifications.cleanQueue();
  await stopMemberData();
  await whenMirrorIdle();
  await resetIndexedDb();
}
