import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json } from '../repository/engine-harness';
import {
  dashboardApi,
  renderDashboard,
  resetDashboard,
  serverMeeting,
  serverSession,
  signInAs,
} from './dashboard-harness';

afterEach(async () => {
  await resetDashboard();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  it('shows the header, the profile card and the member’s actions', async () => {
    signInAs('member');
    dashboardApi();
    await renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Business Dashboard' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Manage your online sessions and upcoming meetings'),
    ).toBeInTheDocument();
    expect(screen.getByText('Asha member')).toBeInTheDocument();
    expect(screen.getByText('Rao & Co')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Referral' })).toBeInTheDocument();
    for (const adminOnly of ['Create Session', 'Create Meeting', 'Check Attendance']) {
      expect(screen.queryByRole('button', { name: adminOnly })).not.toBeInTheDocument();
    }
  });

  it('gives admins Create Session, Create Meeting and Check Attendance, and no Accept', async () => {
    signInAs('admin');
    const api = dashboardApi();
    api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60)]));
    await renderDashboard();
    for (const name of [
      'Create Session',
      'Create Meeting',
      'Check Attendance',
      'Create Referral',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await within(card('Online Session')).findByText('Topic 1');
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('shows the loading and empty texts of every card', async () => {
    signInAs('member');
    const api = dashboardApi();
    const sessions = deferred<Response>();
    const meetings = deferred<Response>();
    api.on('GET', '/online_sessions', () => sessions.promise);
    api.on('GET', '/user_meetings', () => meetings.promise);
    await renderDashboard();
    expect(
      await within(card('Online Session')).findByText('Loading sessions...'),
    ).toBeInTheDocument();
    expect(within(card('Offline Session')).getByText('Loading sessions...')).toBeInTheDocument();
    expect(within(card('Next Meeting')).getByText('Loading meetings...')).toBeInTheDocument();
    sessions.resolve(json([]));
    meetings.resolve(json([]));
    expect(
      await within(card('Online Session')).findByText('No online sessions available'),
    ).toBeInTheDocument();
    expect(within(card('Offline Session')).getByText('No offline sessions')).toBeInTheDocument();
    expect(within(card('Next Meeting')).getByText('No upcoming meetings')).toBeInTheDocument();
  });

  it('features today’s earliest item and lists all upcoming ones in the modal', async () => {
    signInAs('member');
    const api = dashboardApi();
    api.on(
      'GET',
      '/online_sessions',
      json([
        serverSession(1, 'online', -30), // expired 22 minutes ago: hidden
        serverSession(2, 'online', 3 * 24 * 60),
        serverSession(3, 'online', 2),
        serverSession(4, 'offline', 90, { link: '' }),
      ]),
    );
    api.on('GET', '/user_meetings', json([serverMeeting(7, 45)]));
    const { user } = await renderDashboard();
    const online = card('Online Session');
    expect(await within(online).findByText('Topic 3')).toBeInTheDocument();
    expect(within(card('Offline Session')).getByText('To be announced')).toBeInTheDocument();
    expect(within(card('Next Meeting')).getByText('Meeting 7')).toBeInTheDocument();

    await user.click(within(online).getByRole('button', { name: 'View All Sessions' }));
    const list = await screen.findByRole('dialog', { name: 'All Online Sessions' });
    expect(within(list).getByText('Topic 3')).toBeInTheDocument();
    expect(within(list).getByText('Topic 2')).toBeInTheDocument();
    expect(within(list).queryByText('Topic 1')).not.toBeInTheDocument();
  });

  it('counts upcoming sessions of both modes, meetings and referrals', async () => {
    signInAs('member');
    const api = dashboardApi();
    api.on(
      'GET',
      '/online_sessions',
      json([
        serverSession(1, 'online', 10),
        serverSession(2, 'offline', 20),
        serverSession(3, 'online', -60),
      ]),
    );
    api.on('GET', '/user_meetings', json([serverMeeting(1, 10)]));
    api.on('GET', '/referrals', json({ count: 4 }));
    api.on('GET', '/referrals/received_referrals', json([{ id: 1, status: 'done' }]));
    await renderDashboard();
    const counters = screen.getByRole('region', { name: 'Counters' });
    await waitFor(() => expect(counters).toHaveTextContent('Referrals Given4'));
    expect(counters).toHaveTextContent('Referrals Received1');
    expect(counters).toHaveTextContent('Total Sessions2');
    expect(counters).toHaveTextContent('Total Meetings1');
  });

  it('shows the server’s message, else the spec text, when a list fails', async () => {
    signInAs('member');
    const api = dashboardApi();
    api.on('GET', '/user_meetings', json({ message: 'Meetings are being migrated' }, 403));
    await renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Meetings are being migrated');
  });

  it('falls back to "Failed to load dashboard data" for an HTML error page', async () => {
    signInAs('member');
    const api = dashboardApi();
    api.on(
      'GET',
      '/online_sessions',
      () => new Response('<html>Bad gateway</html>', { status: 404 }),
    );
    await renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
  });
});
