import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembersPage } from '@/features/members/members-page';
import { startApp } from '@/repository/auth-repository';
import { json } from '../repository/engine-harness';
import { renderScreen } from '../render-screen';
import { dashboardApi, resetDashboard, signInAs } from './dashboard-harness';

afterEach(async () => {
  await resetDashboard();
  vi.unstubAllGlobals();
});

const members = [
  {
    id: 8,
    fullname: 'Bob Shah',
    email: 'bob@example.com',
    company_name: 'Shah Freight',
    industry: 'Logistics',
    service_offered: 'Customs clearance and warehousing',
    phone_number: '+91 98200 12345',
    website: 'https://shah.example.com/',
  },
  {
    id: 9,
    fullname: 'Chitra Ménon',
    email: 'not an address',
    company_name: 'Menon Books',
    industry: 'Accounting',
    product_offered: 'Ledger software',
    phone_number: 'ask at the desk',
    website: 'javascript:alert(1)',
  },
  { id: 10, fullname: 'Dev Rao', industry: 'accounting', service_offered: 'GST audits' },
  // The signed-in member (id 5 in the harness) is never listed.
  { id: 5, fullname: 'Asha member', email: 'asha@example.com', industry: 'Accounting' },
];

async function renderMembers() {
  signInAs('member');
  const api = dashboardApi();
  api.on('GET', '/users', json({ data: members }));
  await startApp();
  const view = renderScreen(<MembersPage />, {
    path: '/members',
    otherPaths: ['/dashboard', '/referrals'],
    memberData: true,
  });
  await screen.findByRole('article', { name: 'Bob Shah' });
  return { ...view, api };
}

const listed = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Members directory', () => {
  it('lists everyone but the signed-in member, with what each offers', async () => {
    await renderMembers();
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(listed()).toEqual(['Bob Shah', 'Chitra Ménon', 'Dev Rao']);
    const bob = screen.getByRole('article', { name: 'Bob Shah' });
    expect(bob).toHaveTextContent('Shah Freight');
    expect(bob).toHaveTextContent('Logistics');
    expect(bob).toHaveTextContent('Service: Customs clearance and warehousing');
    expect(bob).not.toHaveTextContent('Product:');
  });

  it('builds Email and Call only from checked values, and shows only http(s) websites', async () => {
    await renderMembers();
    const bob = screen.getByRole('article', { name: 'Bob Shah' });
    expect(within(bob).getByRole('link', { name: 'Email: Bob Shah' })).toHaveAttribute(
      'href',
      'mailto:bob@example.com',
    );
    expect(within(bob).getByRole('link', { name: 'Call: Bob Shah' })).toHaveAttribute(
      'href',
      'tel:+919820012345',
    );
    expect(within(bob).getByRole('link', { name: 'Website: Bob Shah' })).toHaveAttribute(
      'href',
      'https://shah.example.com/',
    );
    const chitra = screen.getByRole('article', { name: 'Chitra Ménon' });
    expect(within(chitra).queryByRole('link')).not.toBeInTheDocument();
    expect(within(chitra).getByRole('button', { name: 'Refer Chitra Ménon' })).toBeInTheDocument();
  });

  it('searches every word across name, company, industry and offer, ignoring case and accents', async () => {
    const { user } = await renderMembers();
    const search = screen.getByRole('searchbox', { name: 'Search members' });
    await user.type(search, 'menon LEDGER');
    await waitFor(() => expect(listed()).toEqual(['Chitra Ménon']));
    await user.clear(search);
    await user.type(search, 'customs');
    await waitFor(() => expect(listed()).toEqual(['Bob Shah']));
    await user.clear(search);
    await user.type(search, 'customs ledger');
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });

  it('filters by a common industry in one tap, and All brings everyone back', async () => {
    const { user } = await renderMembers();
    const industries = screen.getByRole('radiogroup', { name: 'Industry' });
    // Accounting is the most common (two members; the signed-in one does not count).
    expect(
      within(industries)
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent),
    ).toEqual(['All', 'Accounting', 'Logistics']);
    await user.click(within(industries).getByRole('radio', { name: 'Accounting' }));
    await waitFor(() => expect(listed()).toEqual(['Chitra Ménon', 'Dev Rao']));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'gst');
    await waitFor(() => expect(listed()).toEqual(['Dev Rao']));
    await user.click(within(industries).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(listed()).toEqual(['Dev Rao']));
  });

  it('refers a member in two taps: Refer, then the description and Submit', async () => {
    const { user, api } = await renderMembers();
    api.on('POST', '/referrals', json({}, 201));
    await user.click(screen.getByRole('button', { name: 'Refer Dev Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer Dev Rao' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Description/ }),
      'Needs an audit',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Referral' }));
    expect(await screen.findByText('Referral created successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/referrals')[0]?.body).toEqual({
      referral: { referred_to_id: 10, description: 'Needs an audit', status: 'pending' },
    });
  });

  it('says "Failed to load members" for an HTML error page when nothing is saved', async () => {
    signInAs('member');
    const api = dashboardApi();
    // A 4xx is not retried, so the failure shows at once.
    api.on('GET', '/users', () => new Response('<html>Not here</html>', { status: 404 }));
    await startApp();
    renderScreen(<MembersPage />, {
      path: '/members',
      otherPaths: ['/dashboard'],
      memberData: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load members');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
