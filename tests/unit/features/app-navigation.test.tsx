import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { MembersPage } from '@/features/members/members-page';
import { TabBar } from '@/ui/frame/app-navigation';
import { startApp } from '@/repository/auth-repository';
import { renderScreen } from '../render-screen';
import { dashboardApi, resetDashboard, signInAs } from './dashboard-harness';

afterEach(resetDashboard);

// The tab bar (phones, after the screen) and the header's links (desktop) are both in the
// markup; CSS shows one of them.
const navs = () => screen.getAllByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

async function renderWithTabBar(page: 'dashboard' | 'members') {
  await startApp();
  return renderScreen(
    <>
      {page === 'dashboard' ? <DashboardPage /> : <MembersPage />}
      <TabBar />
    </>,
    { path: `/${page}`, otherPaths: ['/referrals', '/members', '/dashboard'], memberData: true },
  );
}

describe('app navigation', () => {
  it('gives a member Dashboard, Referrals, Members and Profile, the current one marked', async () => {
    signInAs('member');
    dashboardApi();
    await renderWithTabBar('dashboard');
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
    await renderWithTabBar('dashboard');
    for (const nav of navs()) expect(linkNames(nav)).toContain('Attendance');
  });

  it(
    'takes a member to Received referrals in one tap, and marks Members on the directory',
    { meta: { spec: ['The active tab is remembered between visits; default is Create.'] } },
    async () => {
      signInAs('member');
      const api = dashboardApi();
      api.on('GET', '/users', () => new Response('[]'));
      const { user } = await renderWithTabBar('members');
      const tabBar = navs().at(-1)!;
      expect(within(tabBar).getByRole('link', { name: 'Members' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await user.click(within(tabBar).getByRole('link', { name: 'Referrals' }));
      expect(await screen.findByText('Arrived at /referrals')).toBeInTheDocument();
      expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/referrals?tab=received');
    },
  );
});
