import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../repository/engine-harness';
import {
  dashboardApi,
  renderDashboard,
  resetDashboard,
  serverSession,
  signInAs,
} from './dashboard-harness';

afterEach(resetDashboard);

const sent = [
  { id: 1, status: 'done', referred_to: { fullname: 'A' } },
  { id: 2, status: 'pending', referred_to: { fullname: 'B' } },
  { id: 3, status: 'done', referred_to: { fullname: 'C' } },
  { id: 4, status: 'in process', referred_to: { fullname: 'D' } },
];

function memberWithActivity() {
  signInAs('member');
  const api = dashboardApi();
  api.on('GET', '/referrals', json({ data: sent }));
  api.on('GET', '/referrals/received_referrals', json([{ id: 7, status: 'in process' }]));
  api.on(
    'GET',
    '/online_sessions',
    json([serverSession(41, 'online', 60), serverSession(42, 'offline', 120)]),
  );
  api.on('GET', '/online_sessions/accepted_sessions', json([{ id: 42 }]));
  return api;
}

async function openCard() {
  const view = await renderDashboard();
  const card = await screen.findByRole('region', { name: 'My activity' });
  return { ...view, card };
}

describe('My activity', () => {
  it('shows referrals by status, the closed share, accepted sessions and joins', async () => {
    memberWithActivity();
    const { card } = await openCard();
    await waitFor(() => expect(within(card).getByText('50%')).toBeInTheDocument());
    expect(
      within(card).getByRole('button', { name: 'Pending 1: Referrals given' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Done 2: Referrals given' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'In Progress 1: Referrals received' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Sessions accepted 1/ })).toBeInTheDocument();
    expect(within(card).getByText('Joined on this device').parentElement).toHaveTextContent('0');
  });

  it('opens the matching list: Sent on a status, Received, and the sessions accepted', async () => {
    memberWithActivity();
    const { card, user, router } = await openCard();
    await waitFor(() => expect(within(card).getByText('50%')).toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: /^Sessions accepted/ }));
    const modal = await screen.findByRole('dialog', { name: 'Sessions you accepted' });
    expect(within(modal).getAllByRole('article')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: /^Closed 50%/ }));
    expect(router.state.location.pathname).toBe('/referrals');
    expect(router.state.location.state).toEqual({ tab: 'sent', status: 'done' });
  });

  it('takes a tap on Referrals received to the Received tab', async () => {
    memberWithActivity();
    const { card, user, router } = await openCard();
    await user.click(within(card).getByRole('button', { name: /^Referrals received/ }));
    expect(router.state.location.state).toEqual({ tab: 'received' });
  });

  it('is not shown to admins', async () => {
    signInAs('admin');
    dashboardApi();
    await renderDashboard();
    await screen.findByRole('region', { name: 'Online Session' });
    // A member's card shows within a few frames of the first paint; an admin's never does.
    await expect(
      screen.findByRole('region', { name: 'My activity' }, { timeout: 1000 }),
    ).rejects.toThrow();
  });
});
