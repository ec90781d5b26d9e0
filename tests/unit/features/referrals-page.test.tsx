import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferralsPage } from '@/features/referrals/referrals-page';
import { startApp } from '@/repository/auth-repository';
import { deferred, json } from '../repository/engine-harness';
import { renderScreen } from '../render-screen';
import { dashboardApi, resetDashboard, signInAs } from './dashboard-harness';

afterEach(async () => {
  await resetDashboard();
  vi.unstubAllGlobals();
});

const users = [
  { id: 8, fullname: 'Bob Shah', name: 'bob', email: 'bob@example.com' },
  { id: 9, fullname: 'Chitra Menon', name: 'chitra', email: 'c.menon@example.com' },
  { id: 10 },
];

async function renderReferrals(state?: { tab: string; status?: string }) {
  await startApp();
  return renderScreen(<ReferralsPage />, {
    path: '/referrals',
    otherPaths: ['/dashboard'],
    memberData: true,
    state,
  });
}

function referralsApi() {
  const api = dashboardApi();
  api.on('GET', '/users', json({ data: users }));
  return api;
}

describe('Referrals screen', () => {
  it(
    'opens on Create by default and remembers the last tab',
    {
      meta: {
        spec: [
          "Header 'Referrals'",
          'Three tabs: Create, Sent, Received. The active tab is remembered between visits; default is Create.',
          'Referrals active tab: create, sent, received.',
        ],
      },
    },
    async () => {
      signInAs('member');
      referralsApi();
      const { user, unmount } = await renderReferrals();
      expect(screen.getByRole('heading', { name: 'Referrals' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Create' })).toHaveAttribute('aria-selected', 'true');
      await user.click(screen.getByRole('tab', { name: 'Received' }));
      expect(localStorage.getItem('referrals_active_tab')).toBe('received');
      unmount();
      await renderReferrals();
      expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it(
    'opens on the tab it is sent to (Create Referral sends Create) over the remembered one, and remembers it',
    { meta: { spec: ['The active tab is remembered between visits; default is Create.'] } },
    async () => {
      signInAs('member');
      referralsApi();
      localStorage.setItem('referrals_active_tab', 'received');
      await renderReferrals({ tab: 'create' });
      expect(screen.getByRole('tab', { name: 'Create' })).toHaveAttribute('aria-selected', 'true');
      expect(localStorage.getItem('referrals_active_tab')).toBe('create');
    },
  );

  it('never lists the signed-in member among those to refer', async () => {
    signInAs('member'); // member 5, 'Asha member'
    const api = dashboardApi();
    api.on(
      'GET',
      '/users',
      json({ data: [...users, { id: 5, fullname: 'Asha member', email: 'asha@example.com' }] }),
    );
    await renderReferrals();
    expect(await screen.findByText('Bob Shah')).toBeInTheDocument();
    expect(screen.queryByText('Asha member')).not.toBeInTheDocument();
  });

  it(
    'filters members by name, email or full name, whatever the case',
    {
      meta: {
        spec: [
          "Create tab: search box 'Search for a user...' filters users by name, email or fullname, case-insensitive. Each row: avatar, full name ('Unknown User' if missing), email ('No email' if missing), a Refer button.",
          'GET /users | none | Users for referrals; array or data',
        ],
      },
    },
    async () => {
      signInAs('member');
      referralsApi();
      const { user } = await renderReferrals();
      expect(await screen.findByText('Bob Shah')).toBeInTheDocument();
      expect(screen.getByText('Unknown User')).toBeInTheDocument();
      expect(screen.getAllByText('No email')).toHaveLength(1);
      const search = screen.getByRole('searchbox', { name: 'Search for a user...' });
      await user.type(search, 'MENON');
      await waitFor(() => expect(screen.queryByText('Bob Shah')).not.toBeInTheDocument());
      expect(screen.getByText('Chitra Menon')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'C.MENON@');
      expect(await screen.findByText('Chitra Menon')).toBeInTheDocument();
      expect(screen.queryByText('Unknown User')).not.toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'zzz');
      expect(await screen.findByText('No users found')).toBeInTheDocument();
    },
  );

  it(
    'refers a member: nothing is sent without a description; then it shows first in Sent',
    {
      meta: {
        spec: [
          "Refer opens a modal 'Refer {user}' with Description (required textarea), Status (Pending, In Progress, Done; default pending) and submit 'Submit Referral' ('Submitting...' while saving).",
          'A target user and a non-blank description are required (otherwise silently ignored); the description field is marked required.',
          'A creator may pick an initial status (default pending).',
          "'Referral created successfully!'",
          "Sent tab: each row 'Referred to: {name}'",
          "'On: {date}' in day/month/year (en-GB)",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = referralsApi();
      api.on(
        'GET',
        '/referrals',
        json([
          {
            id: 1,
            description: 'Older one',
            status: 'done',
            created_at: '2026-01-01T00:00:00Z',
            referred_to: { fullname: 'Chitra Menon' },
          },
        ]),
      );
      const post = deferred<Response>();
      api.on('POST', '/referrals', () => post.promise);
      const { user } = await renderReferrals();
      await user.click(await screen.findByRole('button', { name: 'Refer Bob Shah' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refer Bob Shah' });
      expect(within(dialog).getByLabelText('Status', { selector: 'input' })).toHaveValue('Pending');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
      expect(api.to('POST', '/referrals')).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Needs a CA');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
      expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      post.resolve(json({}, 201));
      expect(await screen.findByText('Referral created successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.to('POST', '/referrals')[0]?.body).toEqual({
        referral: { referred_to_id: 8, description: 'Needs a CA', status: 'pending' },
      });

      await user.click(screen.getByRole('tab', { name: 'Sent' }));
      const rows = await screen.findAllByRole('article');
      expect(rows[0]).toHaveTextContent('Referred to: Bob Shah');
      expect(rows[1]).toHaveTextContent('Referred to: Chitra Menon');
      expect(rows[1]).toHaveTextContent('On: 01/01/2026');
    },
  );

  it(
    'keeps the description and says so when the referral fails',
    { meta: { spec: ["Each shows the server's message field if present"] } },
    async () => {
      signInAs('member');
      const api = referralsApi();
      api.on('POST', '/referrals', json({ message: 'Recipient has left the chapter' }, 422));
      const { user } = await renderReferrals();
      await user.click(await screen.findByRole('button', { name: 'Refer Bob Shah' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refer Bob Shah' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Needs a CA');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
      expect(await screen.findByText('Recipient has left the chapter')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveValue(
        'Needs a CA',
      );
    },
  );

  it(
    'shows Sent newest first with badges, and the empty texts',
    {
      meta: {
        spec: [
          "Sent tab: each row 'Referred to: {name}', the description ('No description' if absent), 'On: {date}' in day/month/year (en-GB), and a status badge.",
          'Badge colours: done green, in process blue, anything else yellow.',
          'Lists sort newest first by created_at.',
          "Empty text 'No received referrals yet'.",
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = referralsApi();
      api.on(
        'GET',
        '/referrals',
        json([
          {
            id: 1,
            status: 'pending',
            created_at: '2026-01-01T00:00:00Z',
            referred_to: { fullname: 'Old' },
          },
          {
            id: 2,
            status: 'done',
            created_at: '2026-03-01T00:00:00Z',
            referred_to: { fullname: 'New' },
            description: 'Hi',
          },
          {
            id: 3,
            status: 'in process',
            created_at: '2026-02-01T00:00:00Z',
            referred_to: { fullname: 'Mid' },
          },
        ]),
      );
      const { user } = await renderReferrals({ tab: 'sent' });
      const rows = await screen.findAllByRole('article');
      expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
        'Referral to New',
        'Referral to Mid',
        'Referral to Old',
      ]);
      expect(rows[0]).toHaveTextContent('Done');
      expect(rows[1]).toHaveTextContent('In Progress');
      // Done green, in process blue, anything else yellow (docs/behaviour.md#referrals), as the badge's fill.
      const fill = (text: string) =>
        screen
          .getAllByText(text)
          .map((label) => label.closest('.mantine-Badge-root'))
          .find(Boolean)
          ?.getAttribute('style');
      expect(fill('Done')).toContain('--mantine-color-green-2');
      expect(fill('In Progress')).toContain('--mantine-color-blue-2');
      expect(fill('Pending')).toContain('--mantine-color-yellow-2');
      expect(rows[2]).toHaveTextContent('No description');
      expect(within(rows[2]!).getByText('Pending')).toBeInTheDocument();

      // Shown by status, one at a time; All brings them back.
      const show = screen.getByRole('radiogroup', { name: 'Show sent referrals' });
      await user.click(within(show).getByText('In Progress'));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
      expect(screen.getByRole('article')).toHaveAccessibleName('Referral to Mid');
      await user.click(within(show).getByText('All'));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
      await user.click(screen.getByRole('tab', { name: 'Received' }));
      expect(await screen.findByText('No received referrals yet')).toBeInTheDocument();
    },
  );

  it(
    'changes a received referral’s status with Updating..., and a refusal shows the server message and the old status',
    {
      meta: {
        spec: [
          "Received tab: each row 'Referred by: {name}' ('Unknown' if missing), description, date, and a status dropdown (Pending, In Progress, Done) the recipient can change; 'Updating...' shows during a change.",
          "Status update: 'Error: Failed to update status' (alert).",
          'PUT /referrals/{id} | status | Recipient changes status',
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = referralsApi();
      api.on(
        'GET',
        '/referrals/received_referrals',
        json([{ id: 4, status: 'pending', description: 'For you' }]),
      );
      const put = deferred<Response>();
      api.on('PUT', '/referrals/4', () => put.promise);
      const { user } = await renderReferrals({ tab: 'received' });
      const row = await screen.findByRole('article', { name: 'Referral from Unknown' });
      expect(row).toHaveTextContent('Referred by: Unknown');
      const status = () =>
        within(row).getByLabelText(/^Status of the referral/, { selector: 'input' });
      await user.click(status());
      await user.click(await screen.findByRole('option', { name: 'Done' }));
      expect(await within(row).findByText('Updating...')).toBeInTheDocument();
      put.resolve(json({ message: 'Status locked' }, 500));
      // Said at once in a notice; the row shows the status as it was, ready for another choice.
      expect(await screen.findByText('Status locked')).toBeInTheDocument();
      await waitFor(() => expect(status()).toHaveValue('Pending'));
      expect(within(row).queryByText('Updating...')).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
      expect(api.to('PUT', '/referrals/4')[0]?.body).toEqual({ status: 'done' });

      api.on('PUT', '/referrals/4', json({}, 422));
      await user.click(status());
      await user.click(await screen.findByRole('option', { name: 'In Progress' }));
      expect(await screen.findByText('Error: Failed to update status')).toBeInTheDocument();
      await waitFor(() => expect(status()).toHaveValue('Pending'));
      const [first, second] = api.to('PUT', '/referrals/4');
      expect(second?.body).toEqual({ status: 'in process' });
      expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    },
  );

  it(
    'sets a received referral back from Done to Pending, and the row shows it at once',
    {
      meta: {
        spec: [
          'A recipient may set any of the three freely, no ordering enforced.',
          'After a successful change the lists update locally.',
          'Referral statuses: pending, in process, done; labels Pending, In Progress, Done.',
        ],
      },
    },
    async () => {
      signInAs('member');
      const api = referralsApi();
      api.on(
        'GET',
        '/referrals/received_referrals',
        json([{ id: 6, status: 'done', referred_by: { fullname: 'Bob Shah' } }]),
      );
      api.on('PUT', '/referrals/6', json({}, 200));
      const { user } = await renderReferrals({ tab: 'received' });
      const row = await screen.findByRole('article', { name: 'Referral from Bob Shah' });
      expect(row).toHaveTextContent('Referred by: Bob Shah');
      const status = () =>
        within(row).getByLabelText<HTMLInputElement>(/^Status of the referral/, {
          selector: 'input',
        });
      expect(status()).toHaveValue('Done');
      const readsBefore = api.to('GET', '/referrals/received_referrals').length;
      await user.click(status());
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Pending',
        'In Progress',
        'Done',
      ]);
      // Every change to the row from the choice on is seen: the old status never comes back.
      const shown: string[] = [];
      const watcher = new MutationObserver(() => shown.push(status().value));
      watcher.observe(row, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      await user.click(screen.getByRole('option', { name: 'Pending' }));
      await waitFor(() => expect(api.to('PUT', '/referrals/6')).toHaveLength(1));
      expect(api.to('PUT', '/referrals/6')[0]?.body).toEqual({ status: 'pending' });
      await waitFor(() => expect(within(row).queryByText('Updating...')).not.toBeInTheDocument());
      expect(status()).toHaveValue('Pending');
      watcher.disconnect();
      expect(shown.slice(shown.indexOf('Pending'))).not.toContain('Done');
      // Shown from the member's own change, not from reading the list again.
      expect(api.to('GET', '/referrals/received_referrals')).toHaveLength(readsBefore);
    },
  );

  it(
    'says when nothing was sent yet, and Back returns to the dashboard',
    {
      meta: {
        spec: [
          "Empty text 'No sent referrals yet'.",
          "Header 'Referrals' with a Back button to /dashboard.",
        ],
      },
    },
    async () => {
      signInAs('member');
      referralsApi();
      const { user } = await renderReferrals({ tab: 'sent' });
      expect(await screen.findByText('No sent referrals yet')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    },
  );

  it(
    'says "Failed to load referrals data" when the first load fails',
    { meta: { spec: ["Referrals load: 'Failed to load referrals data' (banner)."] } },
    async () => {
      signInAs('member');
      const api = referralsApi();
      api.on('GET', '/referrals', new Response('<html>no</html>', { status: 404 }));
      await renderReferrals();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load referrals data');
    },
  );

  it('opens Sent on the status My activity asks for', async () => {
    signInAs('member');
    const api = referralsApi();
    api.on(
      'GET',
      '/referrals',
      json([
        {
          id: 1,
          status: 'done',
          created_at: '2026-01-01T00:00:00Z',
          referred_to: { fullname: 'Closed' },
        },
        {
          id: 2,
          status: 'weird',
          created_at: '2026-01-02T00:00:00Z',
          referred_to: { fullname: 'Odd' },
        },
      ]),
    );
    await renderReferrals({ tab: 'sent', status: 'pending' });
    const show = await screen.findByRole('radiogroup', { name: 'Show sent referrals' });
    expect(within(show).getByRole('radio', { name: 'Pending' })).toBeChecked();
    // An unknown status shows under Pending, as its badge does.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Referral to Odd',
    ]);
  });
});
