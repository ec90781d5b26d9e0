import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttendancePage } from '@/features/attendance/attendance-page';
import { startApp } from '@/repository/auth-repository';
import { deferred, fakeApi, json } from '../repository/engine-harness';
import { renderScreen } from '../render-screen';
import { resetDashboard, signInAs } from './dashboard-harness';

afterEach(async () => {
  await resetDashboard();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const serverUsers = [
  { id: 11, fullname: 'Priya Sharma', email: 'priya@example.com', role: 'member' },
  { id: 12, fullname: 'Ravi Kumar', email: 'ravi@traders.in', role: 'member' },
  { id: 305, fullname: 'Meena Iyer', email: 'meena@example.com', role: 'admin' },
];

async function renderAttendance() {
  await startApp();
  return renderScreen(<AttendancePage />, {
    path: '/attendance',
    otherPaths: ['/dashboard'],
    memberData: true,
  });
}

function adminWithUsers(users: unknown = serverUsers) {
  signInAs('admin');
  const api = fakeApi();
  api.on('GET', '/users/admin_all_users', json(users));
  return api;
}

const listTitle = (count: number) =>
  screen.findByRole('heading', { level: 2, name: `All Users (${count})` });

/** The number shown under a Present, Absent or Total label of one statistics section. */
function stat(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('attendance dashboard', () => {
  it(
    'shows the header with Back, the loading text, then every user with a Check button',
    {
      meta: {
        spec: [
          "Header 'Attendance Dashboard' with a Back button.",
          "List titled 'All Users (count)'; each row has a Check button. Texts 'Loading users...'",
        ],
      },
    },
    async () => {
      signInAs('admin');
      const api = fakeApi();
      const users = deferred<Response>();
      api.on('GET', '/users/admin_all_users', () => users.promise);
      const { user } = await renderAttendance();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Attendance Dashboard' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Loading users...')).toBeInTheDocument();
      users.resolve(json({ data: serverUsers }));
      await listTitle(3);
      expect(screen.getByText('ravi@traders.in')).toBeInTheDocument();
      for (const name of ['Priya Sharma', 'Ravi Kumar', 'Meena Iyer']) {
        expect(screen.getByRole('button', { name: `Check: ${name}` })).toBeInTheDocument();
      }
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    },
  );

  it(
    'filters by name, email or id, case-insensitive, and counts what it shows',
    {
      meta: {
        spec: [
          "Search 'Search for a user...' filters by name, email or id.",
          "List titled 'All Users (count)'",
          "'No users found'",
        ],
      },
    },
    async () => {
      adminWithUsers();
      const { user } = await renderAttendance();
      await listTitle(3);
      const search = screen.getByRole('searchbox', { name: 'Search for a user...' });
      expect(search).toHaveAttribute('placeholder', 'Search for a user...');

      await user.type(search, 'PRIYA');
      await listTitle(1);
      expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
      expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();

      await user.clear(search);
      await user.type(search, 'Example.COM');
      await listTitle(2);
      expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();

      await user.clear(search);
      await user.type(search, '305');
      await listTitle(1);
      expect(screen.getByText('Meena Iyer')).toBeInTheDocument();

      await user.type(search, '9');
      await listTitle(0);
      expect(screen.getByText('No users found')).toBeInTheDocument();
    },
  );

  it(
    'says No users found when the server has none',
    { meta: { spec: ["Texts 'Loading users...' and 'No users found'."] } },
    async () => {
      adminWithUsers([]);
      await renderAttendance();
      expect(await screen.findByText('No users found')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'All Users (0)' })).toBeInTheDocument();
    },
  );

  it(
    'reads sessions from a summary and meetings from an array, with each rate',
    {
      meta: {
        spec: [
          "Check opens a modal 'Attendance Details - {user}' with 'Online Session Statistics' and 'Meeting Statistics', each showing Present, Absent and Total. 'Loading attendance data...' shows while fetching.",
          'Attendance responses are read as a summary object',
        ],
      },
    },
    async () => {
      const api = adminWithUsers();
      const sessions = deferred<Response>();
      api.on('GET', '/online_session_attendances', () => sessions.promise);
      api.on(
        'GET',
        '/attendances',
        json([{ status: 'present' }, { attended: true }, { status: 'absent' }]),
      );
      const { user } = await renderAttendance();
      await listTitle(3);
      await user.click(screen.getByRole('button', { name: 'Check: Ravi Kumar' }));

      const modal = await screen.findByRole('dialog', { name: 'Attendance Details - Ravi Kumar' });
      expect(within(modal).getByText('Loading attendance data...')).toBeInTheDocument();
      sessions.resolve(json({ total_sessions: 4, present_count: 3, absent_count: 1 }));

      const online = await within(modal).findByRole('region', {
        name: 'Online Session Statistics',
      });
      expect([stat(online, 'Present'), stat(online, 'Absent'), stat(online, 'Total')]).toEqual([
        '3',
        '1',
        '4',
      ]);
      expect(within(online).getByRole('img', { name: '75% present' })).toBeInTheDocument();

      const meetings = within(modal).getByRole('region', { name: 'Meeting Statistics' });
      expect([
        stat(meetings, 'Present'),
        stat(meetings, 'Absent'),
        stat(meetings, 'Total'),
      ]).toEqual(['2', '1', '3']);
      expect(within(meetings).getByRole('img', { name: '67% present' })).toBeInTheDocument();
      expect(api.calls.filter((call) => call.path.includes('attendance'))).toHaveLength(2);

      await user.click(within(modal).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('shows 0% when nothing was held', async () => {
    const api = adminWithUsers();
    api.on('GET', '/online_session_attendances', json({ data: [] }));
    api.on('GET', '/attendances', json({ total_meetings: 0, present_count: 0 }));
    const { user } = await renderAttendance();
    await listTitle(3);
    await user.click(screen.getByRole('button', { name: 'Check: Priya Sharma' }));
    const modal = await screen.findByRole('dialog', { name: 'Attendance Details - Priya Sharma' });
    expect(await within(modal).findAllByRole('img', { name: '0% present' })).toHaveLength(2);
  });

  it(
    'shows an attendance failure inside the modal',
    { meta: { spec: ["Each shows the server's message field if present"] } },
    async () => {
      const api = adminWithUsers();
      api.on('GET', '/online_session_attendances', json({ sessions: 1 }));
      api.on('GET', '/attendances', json({ message: 'User not found' }, 404));
      const { user } = await renderAttendance();
      await listTitle(3);
      await user.click(screen.getByRole('button', { name: 'Check: Meena Iyer' }));
      const modal = await screen.findByRole('dialog', { name: 'Attendance Details - Meena Iyer' });
      expect(await within(modal).findByRole('alert')).toHaveTextContent('User not found');
    },
  );

  it(
    'falls back to Failed to fetch attendance when the server says nothing',
    { meta: { spec: ["'Failed to fetch attendance'"] } },
    async () => {
      const api = adminWithUsers();
      api.on('GET', '/online_session_attendances', new Response('<h1>Gone</h1>', { status: 404 }));
      api.on('GET', '/attendances', json([]));
      const { user } = await renderAttendance();
      await listTitle(3);
      await user.click(screen.getByRole('button', { name: 'Check: Meena Iyer' }));
      const modal = await screen.findByRole('dialog');
      expect(await within(modal).findByRole('alert')).toHaveTextContent(
        /^Failed to fetch attendance$/,
      );
    },
  );

  it(
    'shows the server’s refusal to a member instead of the list',
    {
      meta: {
        spec: [
          'The /attendance route is not guarded by role on the client.',
          "Admin only: … the /attendance screen's data.",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = fakeApi();
      api.on('GET', '/users/admin_all_users', json({ message: 'Admins only' }, 403));
      await renderAttendance();
      expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
      expect(screen.queryByText(/All Users/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Attendance Dashboard' })).toBeInTheDocument();
    },
  );

  it(
    'falls back to Failed to fetch users for an HTML error page',
    {
      timeout: 12_000,
      meta: { spec: ["Attendance: 'Failed to fetch users', 'Failed to fetch attendance'."] },
    },
    async () => {
      signInAs('admin');
      const api = fakeApi();
      const page = () =>
        new Response('<html><body>Internal Server Error</body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        });
      api.on('GET', '/users/admin_all_users', page);
      await renderAttendance();
      // 5xx answers are retried twice with backoff (about 3 s) before the failure shows.
      const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(alert).toHaveTextContent('Failed to fetch users');
      expect(api.to('GET', '/users/admin_all_users')).toHaveLength(3);
    },
  );
});

describe('attendance download', () => {
  it('lists the meetings the API lists, and Download CSV saves exactly what the modal shows', async () => {
    const api = adminWithUsers();
    api.on('GET', '/online_session_attendances', json({ total_sessions: 4, present_count: 3 }));
    api.on(
      'GET',
      '/attendances',
      json({
        data: [
          { title: 'Weekly meeting', scheduled_at: '2026-11-20T04:30:00Z', status: 'present' },
          { title: 'Visitors, day', scheduled_at: '2026-11-21T13:00:00Z', attended: false },
        ],
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:attendance';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = await renderAttendance();
    await listTitle(3);
    await user.click(screen.getByRole('button', { name: 'Check: Ravi Kumar' }));
    const modal = await screen.findByRole('dialog', { name: 'Attendance Details - Ravi Kumar' });

    // A summary shows only its numbers; a list shows each meeting as well.
    const online = await within(modal).findByRole('region', { name: 'Online Session Statistics' });
    expect(within(online).queryByRole('table')).not.toBeInTheDocument();
    const meetings = within(modal).getByRole('region', { name: 'Meeting Statistics' });
    const rows = within(within(meetings).getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      ['Weekly meeting', expect.any(String), 'Present'],
      ['Visitors, day', expect.any(String), 'Absent'],
    ]);

    await user.click(within(modal).getByRole('button', { name: 'Download CSV: Ravi Kumar' }));
    expect(clicked).toEqual([
      expect.stringMatching(/^attendance-ravi-kumar-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    expect((await saved[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Section,Item,Date (IST),Status,Present,Absent,Total',
      'Online Session Statistics,,,,3,1,4',
      'Meeting Statistics,,,,1,1,2',
      'Meeting Statistics,Weekly meeting,2026-11-20T10:00:00+05:30,Present,,,',
      'Meeting Statistics,"Visitors, day",2026-11-21T18:30:00+05:30,Absent,,,',
      '',
    ]);
  });
});
