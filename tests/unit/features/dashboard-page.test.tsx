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
  it(
    'shows the header, the profile card and the member’s actions',
    {
      meta: {
        spec: [
          "The dashboard is titled as a business dashboard with the subtitle 'Manage your online sessions and upcoming meetings'.",
          'Header with title and the subtitle above.',
          'Profile card: … full name, company name, an Edit button',
          'Action buttons: Create Session (admin only), Create Meeting (admin only), Create Referral (to /referrals, everyone), Check Attendance (admin only',
          'Every member can create referrals.',
        ],
      },
    },
    async () => {
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
    },
  );

  it(
    'gives admins Create Session, Create Meeting and Check Attendance, and no Accept',
    {
      meta: {
        spec: [
          'Admins: everything a member can do except Accept, plus Create Session, Create Meeting and Check Attendance.',
          'Admin only: Create Session, Create Meeting, Check Attendance button … Admins do not see Accept.',
          'Buttons: Accept (non-admins only)',
        ],
      },
    },
    async () => {
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
    },
  );

  it(
    'shows the loading and empty texts of every card',
    {
      meta: {
        spec: [
          "Empty texts: 'No online sessions available', 'No offline sessions', 'No upcoming meetings'",
          "Loading texts: 'Loading sessions...', 'Loading meetings...'.",
          'Dashboard data loads all lists in parallel on entry',
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      const sessions = deferred<Response>();
      const meetings = deferred<Response>();
      api.on('GET', '/online_sessions', () => sessions.promise);
      api.on('GET', '/user_meetings', () => meetings.promise);
      await renderDashboard();
      // Every list is asked for at once, before any of them has answered.
      await waitFor(() =>
        expect(new Set(api.calls.map((call) => `${call.method} ${call.path}`))).toEqual(
          new Set([
            'GET /online_sessions',
            'GET /user_meetings',
            'GET /referrals',
            'GET /referrals/received_referrals',
            'GET /online_sessions/accepted_sessions',
          ]),
        ),
      );
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
    },
  );

  it(
    'features today’s earliest item and lists all upcoming ones in the modal',
    {
      meta: {
        spec: [
          "Online Session card: shows one session and a 'View All Sessions' modal listing all upcoming online sessions.",
          'Featured item per card: if any upcoming item of that kind is scheduled today, the earliest such item; otherwise the earliest upcoming item.',
          'upcoming items are shown until 8 minutes after start, then hidden as expired.',
        ],
      },
    },
    async () => {
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
    },
  );

  it(
    'shows each block’s fields, and its placeholder where the server sent nothing',
    {
      meta: {
        spec: [
          'Profile card: avatar (image, or first letter of the full name)',
          'Session block: Instructor, Topic, Date & Time, and a Venue for offline sessions. Buttons: … Join Session (online) or View Details (offline).',
          'Join is disabled outside the join window.',
          'Meeting block: Title, Description, Date & Time and a Join Meeting button, disabled outside the join window.',
          'Date display: en-US with day, short month, year, time with seconds, 12-hour clock.',
          'Placeholder fallback texts exist for an instructor, a company and a name when data is missing.',
        ],
      },
    },
    async () => {
      signInAs('member');
      localStorage.setItem(
        'auth_response',
        JSON.stringify({ token: 'member-token', user: { id: 5, fullname: 'asha member' } }),
      );
      const api = dashboardApi();
      api.on(
        'GET',
        '/online_sessions',
        json([
          serverSession(1, 'online', 60, { instructor: '' }),
          serverSession(2, 'offline', 90, { link: 'Hall B, Pune' }),
        ]),
      );
      api.on('GET', '/user_meetings', json([serverMeeting(3, 60 * 24)]));
      await renderDashboard();
      const fieldsOf = (region: string) =>
        within(card(region))
          .getAllByRole('term')
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      await within(card('Online Session')).findByText('Topic 1');
      expect(fieldsOf('Online Session')).toEqual([
        'Instructor: Instructor to be announced',
        'Topic: Topic 1',
        expect.stringMatching(/^Date & Time: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/),
      ]);
      expect(fieldsOf('Offline Session')).toEqual([
        'Instructor: Instructor 2',
        'Topic: Topic 2',
        expect.stringMatching(/^Date & Time: /),
        'Venue: Hall B, Pune',
      ]);
      expect(fieldsOf('Next Meeting')).toEqual([
        'Title: Meeting 3',
        'Description: About 3',
        expect.stringMatching(/^Date & Time: /),
      ]);
      expect(
        within(card('Online Session')).getByRole('button', { name: 'Join Session: Topic 1' }),
      ).toBeDisabled();
      expect(
        within(card('Offline Session')).getByRole('button', { name: 'View Details: Topic 2' }),
      ).toBeEnabled();
      expect(
        within(card('Next Meeting')).getByRole('button', { name: 'Join Meeting: Meeting 3' }),
      ).toBeDisabled();
      // The profile card: the first letter of the name for want of an image, and no company.
      expect(screen.getByText('Company not set')).toBeInTheDocument();
      expect(
        screen.getByText('A', { selector: '.mantine-Avatar-placeholder' }),
      ).toBeInTheDocument();
    },
  );

  it(
    'lists each kind in its own modal, scrolling at 60% of the screen, or says it is empty',
    {
      meta: {
        spec: [
          'Offline Session card: same, modal lists upcoming offline sessions.',
          "Next Meeting card: shows one meeting and a 'View All Meetings' modal.",
          'List modals show Join (online) or View Details (offline) per row, and Accept for non-admins. Modal lists scroll at roughly 60% of the screen height.',
          'Modal lists scroll at roughly 60% of screen height.',
          "'No meetings'",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on(
        'GET',
        '/online_sessions',
        json([serverSession(1, 'online', 60), serverSession(2, 'offline', 90)]),
      );
      const { user } = await renderDashboard();
      await within(card('Online Session')).findByText('Topic 1');

      await user.click(
        within(card('Offline Session')).getByRole('button', { name: 'View All Sessions' }),
      );
      const offline = await screen.findByRole('dialog', { name: 'All Offline Sessions' });
      const list = await within(offline).findByRole('region', { name: 'All Offline Sessions' });
      expect(list).toHaveStyle({ maxHeight: '60vh', overflowY: 'auto' });
      expect(within(list).getByRole('article', { name: 'Topic 2' })).toBeInTheDocument();
      expect(within(list).queryByRole('article', { name: 'Topic 1' })).not.toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'View Details: Topic 2' })).toBeEnabled();
      expect(within(list).getByRole('button', { name: 'Accept: Topic 2' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(
        within(card('Next Meeting')).getByRole('button', { name: 'View All Meetings' }),
      );
      const meetings = await screen.findByRole('dialog', { name: 'All Meetings' });
      expect(await within(meetings).findByText('No meetings')).toBeInTheDocument();
    },
  );

  it(
    'says so when the modal lists of sessions are empty',
    { meta: { spec: ["'No online sessions', 'No upcoming offline sessions'"] } },
    async () => {
      signInAs('member');
      dashboardApi();
      const { user } = await renderDashboard();
      await within(card('Online Session')).findByText('No online sessions available');
      for (const [region, dialog, empty] of [
        ['Online Session', 'All Online Sessions', 'No online sessions'],
        ['Offline Session', 'All Offline Sessions', 'No upcoming offline sessions'],
      ] as const) {
        await user.click(within(card(region)).getByRole('button', { name: 'View All Sessions' }));
        const modal = await screen.findByRole('dialog', { name: dialog });
        expect(await within(modal).findByText(empty)).toBeInTheDocument();
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    },
  );

  it(
    'counts upcoming sessions of both modes, meetings and referrals',
    {
      meta: {
        spec: [
          'Four counters: Referrals Given, Referrals Received, Total Sessions (upcoming sessions of both modes), Total Meetings (upcoming meetings).',
          'GET /referrals | none | Referrals given; array or a count',
          'GET /referrals/received_referrals | none | Referrals received; array or a count',
        ],
      },
    },
    async () => {
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
    },
  );

  it(
    'shows the server’s message, else the spec text, when a list fails',
    {
      meta: {
        spec: [
          'An error banner shows load failures.',
          "Each shows the server's message field if present",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/user_meetings', json({ message: 'Meetings are being migrated' }, 403));
      await renderDashboard();
      expect(await screen.findByRole('alert')).toHaveTextContent('Meetings are being migrated');
    },
  );

  it(
    'falls back to "Failed to load dashboard data" for an HTML error page',
    {
      meta: {
        spec: [
          "Dashboard load: 'Failed to load dashboard data' (error banner).",
          'otherwise the generic error text, otherwise the fallback:',
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on(
        'GET',
        '/online_sessions',
        () => new Response('<html>Bad gateway</html>', { status: 404 }),
      );
      await renderDashboard();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    },
  );
});
