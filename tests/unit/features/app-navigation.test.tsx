import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp } from '@/repository/auth-repository';
import { MembersPage } from '@/features/members/members-page';
import { renderScreen } from '../render-screen';
import { renderDashboard, dashboardApi, resetDashboard, signInAs } from './dashboard-harness';

afterEach(resetDashboard);

// The tab bar (phones) and the top links (desktop) are both in the markup; CSS shows one.
const [TAB_BAR, TOP_NAV] = [1, 0];
const navs = () => screen.getAllByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('app navigation', () => {
  it('gives a member Dashboard, Referrals, Members and Profile, the current one marked', async () => {
    signInAs('member');
    dashboardApi();
    await renderDashboard();
    expect(navs()).toHaveLength(2);
    for (const nav of navs()) {
      expect(linkNames(nav)).toEqual(['Dashboard', 'Referrals', 'Members', 'Profile']);
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Members' })).not.toHaveAttribute(
        'aria-current',
      );
    }
  });

  it('gives an admin Attendance as well', async () => {
    signInAs('admin');
    dashboardApi();
    await renderDashboard();
    expect(linkNames(navs()[TAB_BAR]!)).toContain('Attendance');
    expect(linkNames(navs()[TOP_NAV]!)).toContain('Attendance');
  });

  it('takes a member to Received referrals in one tap, and marks Members on the directory', async () => {
    signInAs('member');
    const api = dashboardApi();
    api.on('GET', '/users', () => new Response('[]'));
    await startApp();
    const { user } = renderScreen(<MembersPage />, {
      path: '/members',
      otherPaths: ['/referrals'],
      memberData: true,
    });
    const tabBar = navs()[TAB_BAR]!;
    expect(within(tabBar).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabBar).getByRole('link', { name: 'Referrals' }));
    expect(await screen.findByText('Arrived at /referrals')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/referrals?tab=received');
  });
});
