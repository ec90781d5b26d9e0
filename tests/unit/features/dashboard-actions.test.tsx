import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
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

const onlineCard = () => screen.getByRole('region', { name: 'Online Session' });

describe('Accept', () => {
  it(
    'reads Loading... until the accepted list is known, then Accept, Sending..., Accepted',
    {
      meta: {
        spec: [
          "Accept button states: 'Loading...' (disabled) while the accepted-sessions list loads; 'Accepted' (disabled) once accepted; 'Sending...' while the invite is in flight.",
          'Session acceptance: not accepted, sending, accepted.',
          'Non-admin members: see Accept',
          "POST /online_sessions/{id}/send_invite | no body | Accept; a confirmation email is sent. Alerts: online 'Invitation sent successfully! Check your email for the join link.'",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      const accepted = deferred<Response>();
      const invite = deferred<Response>();
      api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60)]));
      api.on('GET', '/online_sessions/accepted_sessions', () => accepted.promise);
      api.on('POST', '/online_sessions/1/send_invite', () => invite.promise);
      const { user } = await renderDashboard();

      expect(
        await within(onlineCard()).findByRole('button', { name: 'Loading...' }),
      ).toBeDisabled();
      accepted.resolve(json([]));
      await user.click(
        await within(onlineCard()).findByRole('button', { name: 'Accept: Topic 1' }),
      );
      expect(
        await within(onlineCard()).findByRole('button', { name: 'Sending...' }),
      ).toBeDisabled();
      invite.resolve(json({}, 200));
      expect(await within(onlineCard()).findByRole('button', { name: 'Accepted' })).toBeDisabled();
      expect(
        await screen.findByText(
          'Invitation sent successfully! Check your email for the join link.',
        ),
      ).toBeInTheDocument();
      expect(api.to('POST', '/online_sessions/1/send_invite')[0]?.idempotencyKey).toBeTruthy();
    },
  );

  it(
    'shows an accepted session from the server as Accepted',
    {
      meta: {
        spec: [
          "Acceptance is remembered locally per user and also derived from the server's accepted-sessions list.",
          'GET /online_sessions/accepted_sessions | none | Accepted sessions; array or data array; ids from id or session_id',
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60)]));
      api.on('GET', '/online_sessions/accepted_sessions', json({ data: [{ session_id: 1 }] }));
      await renderDashboard();
      expect(await within(onlineCard()).findByRole('button', { name: 'Accepted' })).toBeDisabled();
    },
  );

  it(
    'confirms an offline session with the venue text',
    { meta: { spec: ["offline 'Registration confirmed! Check your email for Venue details.'"] } },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(2, 'offline', 60)]));
      api.on('POST', '/online_sessions/2/send_invite', json({}, 200));
      const { user } = await renderDashboard();
      const offline = screen.getByRole('region', { name: 'Offline Session' });
      await user.click(await within(offline).findByRole('button', { name: 'Accept: Topic 2' }));
      expect(
        await screen.findByText('Registration confirmed! Check your email for Venue details.'),
      ).toBeInTheDocument();
    },
  );

  it(
    'a refused Accept says the server message, else "Failed to send invite", and offers Accept again',
    {
      meta: {
        spec: [
          "Send invite: 'Failed to send invite' (alert).",
          "Each shows the server's message field if present",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60)]));
      api.on('POST', '/online_sessions/1/send_invite', json({ message: 'Mail server down' }, 500));
      const { user } = await renderDashboard();
      const accept = () => within(onlineCard()).getByRole('button', { name: 'Accept: Topic 1' });
      await user.click(
        await within(onlineCard()).findByRole('button', { name: 'Accept: Topic 1' }),
      );
      expect(await screen.findByText('Mail server down')).toBeInTheDocument();
      await waitFor(() => expect(accept()).toBeEnabled());
      // Nothing waits on the card: the answer was shown, nothing is kept.
      expect(within(onlineCard()).queryByText('Mail server down')).not.toBeInTheDocument();

      api.on('POST', '/online_sessions/1/send_invite', json({}, 422));
      await user.click(accept());
      expect(await screen.findByText('Failed to send invite')).toBeInTheDocument();
      await waitFor(() => expect(accept()).toBeEnabled());
      expect(api.to('POST', '/online_sessions/1/send_invite')).toHaveLength(2);
    },
  );

  it(
    'refuses a session without a link, sending nothing',
    {
      meta: {
        spec: [
          "The session must have an id ('Invalid session id') and a link; otherwise the alert reads '{Online session|Offline session} is missing a {meeting link|Venue/details}. Cannot accept.'",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60, { link: '' })]));
      const { user } = await renderDashboard();
      await user.click(
        await within(onlineCard()).findByRole('button', { name: 'Accept: Topic 1' }),
      );
      expect(
        await screen.findByText('Online session is missing a meeting link. Cannot accept.'),
      ).toBeInTheDocument();
      expect(api.to('POST', '/online_sessions/1/send_invite')).toHaveLength(0);
    },
  );

  it(
    'shows and counts a session without an id, and answers its Accept with "Invalid session id"',
    { meta: { spec: ["The session must have an id ('Invalid session id')"] } },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      const { id: _id, ...withoutId } = serverSession(7, 'online', 60);
      api.on('GET', '/online_sessions', json([withoutId, serverSession(1, 'online', 90)]));
      const { user } = await renderDashboard();
      await user.click(
        await within(onlineCard()).findByRole('button', { name: 'Accept: Topic 7' }),
      );
      expect(await screen.findByText('Invalid session id')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
      const counters = screen.getByRole('region', { name: 'Counters' });
      expect(counters).toHaveTextContent('Total Sessions2');
    },
  );

  it('queues an Accept made offline and shows it waiting', async () => {
    signInAs('member');
    const api = dashboardApi();
    api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60)]));
    const { user } = await renderDashboard();
    const accept = await within(onlineCard()).findByRole('button', { name: 'Accept: Topic 1' });
    act(() => onlineManager.setOnline(false));
    await user.click(accept);
    expect(
      await within(onlineCard()).findByRole('button', { name: 'Waiting for network' }),
    ).toBeDisabled();
    expect(api.to('POST', '/online_sessions/1/send_invite')).toHaveLength(0);
  });
});

describe('Join', () => {
  it(
    'is disabled before the window, with a caption saying when it opens',
    { meta: { spec: ['Join is disabled outside the join window.'] } },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(1, 'online', 60)]));
      await renderDashboard();
      const join = await within(onlineCard()).findByRole('button', {
        name: 'Join Session: Topic 1',
      });
      expect(join).toBeDisabled();
      expect(within(onlineCard()).getByText(/^Opens in 5[45] min$/)).toBeInTheDocument();
    },
  );

  it(
    'inside the window records attendance and opens the link in a new tab, noopener',
    {
      meta: {
        spec: [
          'Join is enabled from 5 minutes before start until 8 minutes after start.',
          'POST /online_session_attendances | online_session_id | Sent when joining an online session',
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(1, 'online', 2)]));
      api.on('POST', '/online_session_attendances', json({}, 201));
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = await renderDashboard();
      const join = await within(onlineCard()).findByRole('button', {
        name: 'Join Session: Topic 1',
      });
      expect(within(onlineCard()).getByText(/^Open now, closes in 1[01] min$/)).toBeInTheDocument();
      await user.click(join);
      expect(open).toHaveBeenCalledWith(
        'https://meet.example.com/1',
        '_blank',
        'noopener,noreferrer',
      );
      await vi.waitFor(() =>
        expect(api.to('POST', '/online_session_attendances')[0]?.body).toEqual({
          online_session_id: 1,
        }),
      );
    },
  );

  it('opens the link of a session without an id, but records no attendance for it', async () => {
    signInAs('member');
    const api = dashboardApi();
    const { id: _id, ...withoutId } = serverSession(7, 'online', 2);
    api.on('GET', '/online_sessions', json([withoutId]));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderDashboard();
    await user.click(
      await within(onlineCard()).findByRole('button', { name: 'Join Session: Topic 7' }),
    );
    expect(open).toHaveBeenCalledWith(
      'https://meet.example.com/7',
      '_blank',
      'noopener,noreferrer',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it(
    'never opens a link that is not http(s), and says "No link available"',
    { meta: { spec: ["With no link: 'No link available'."] } },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on(
        'GET',
        '/user_meetings',
        json([{ ...serverMeeting(3, 1), link: 'javascript:alert(1)' }]),
      );
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = await renderDashboard();
      const meetingCard = screen.getByRole('region', { name: 'Next Meeting' });
      await user.click(
        await within(meetingCard).findByRole('button', { name: 'Join Meeting: Meeting 3' }),
      );
      expect(await screen.findByText('No link available')).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      // Nothing opened, nobody present: the record would have been sent with the tap.
      expect(api.to('POST', '/attendances')).toHaveLength(0);
    },
  );

  it(
    'shows View Details for an offline session: topic, date and venue',
    {
      meta: {
        spec: [
          "Offline sessions have no join; View Details shows an alert with topic, date and venue ('To be announced' if empty).",
        ],
      },
    },
    async () => {
      signInAs('admin');
      const api = dashboardApi();
      api.on('GET', '/online_sessions', json([serverSession(4, 'offline', 60, { link: '  ' })]));
      const { user } = await renderDashboard();
      const offline = screen.getByRole('region', { name: 'Offline Session' });
      await user.click(
        await within(offline).findByRole('button', { name: 'View Details: Topic 4' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Session details' });
      expect(dialog).toHaveTextContent('Topic: Topic 4');
      expect(dialog).toHaveTextContent('Venue: To be announced');
    },
  );

  it(
    'says every alert on the page, in a notice or a dialog, never with window.alert',
    {
      meta: {
        spec: [
          'View Details shows an alert with topic, date and venue',
          "offline 'Registration confirmed! Check your email for Venue details.'",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on(
        'GET',
        '/online_sessions',
        json([serverSession(2, 'offline', 60), serverSession(3, 'online', 2, { link: 'ftp://x' })]),
      );
      api.on('POST', '/online_sessions/2/send_invite', json({}, 200));
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const { user } = await renderDashboard();
      const offline = screen.getByRole('region', { name: 'Offline Session' });
      await user.click(await within(offline).findByRole('button', { name: 'Accept: Topic 2' }));
      const notice = await screen.findByText(
        'Registration confirmed! Check your email for Venue details.',
      );
      expect(notice.closest('[role="alert"], .mantine-Notification-root')).not.toBeNull();
      await user.click(within(offline).getByRole('button', { name: 'View Details: Topic 2' }));
      expect(await screen.findByRole('dialog', { name: 'Session details' })).toHaveTextContent(
        'Venue: Hall 2',
      );
      await user.keyboard('{Escape}');
      await user.click(within(onlineCard()).getByRole('button', { name: 'Join Session: Topic 3' }));
      expect(await screen.findByText('No link available')).toBeInTheDocument();
      expect(alert).not.toHaveBeenCalled();
    },
  );
});
