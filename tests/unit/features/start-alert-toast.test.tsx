import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { LiveAlerts } from '@/app/notices/live-alerts';
import { theme } from '@/app/shell/theme';
import { decideStartAlert } from '@/domain/start-alert-hold';
import { CLOCK_TICK_MS } from '@/domain/time-window';
import type * as HoldRules from '@/domain/start-alert-hold';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { startApp } from '@/repository/auth-repository';
import { MemberDataProvider } from '@/repository/member-data-provider';
import { installIntersectionObserverFake } from '../intersection-observer-fake';
import { dashboardApi, resetDashboard, serverMeeting, signInAs } from './dashboard-harness';

// "Starting now" on the dashboard (docs/behaviour.md#live-alerts): no toast while the item's
// card is on screen; once, later, when the member leaves the card while its window is open.

vi.mock('@/domain/start-alert-hold', async (original) => {
  const actual = await original<typeof HoldRules>();
  return { ...actual, decideStartAlert: vi.fn(actual.decideStartAlert) };
});

const view = installIntersectionObserverFake();
const TOAST = 'Starting now: Meeting 3';

const MINUTE = 60_000;

beforeEach(() => {
  clockAhead = 0;
  vi.mocked(decideStartAlert).mockClear();
  signInAs('member');
  // The member is looking at the app (jsdom's document has focus only once something is focused).
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  // The alerts' and the cards' 5-second clock, moved by the test.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await resetDashboard();
});

/** The signed-in area as the app has it: live alerts above the screens, which come and go. */
async function openDashboard(meetings: unknown[]) {
  const api = dashboardApi();
  api.on('GET', '/user_meetings', () => Response.json(meetings));
  await startApp();
  const router = createMemoryRouter(
    [
      {
        element: (
          <MemberDataProvider>
            <LiveAlerts />
            <Outlet />
          </MemberDataProvider>
        ),
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/referrals', element: <p>Referrals screen</p> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const card = await screen.findByRole('article', { name: 'Meeting 3' });
  return { card, router };
}

const realNow = Date.now.bind(Date);
let clockAhead = 0;

/** The device's clock moves on, flowing as a real one does. */
function minutesPass(minutes: number) {
  clockAhead += minutes * MINUTE;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockAhead);
}

/**
 * The 5-second clock ticks until the due alert was decided on: the live alerts mount after the
 * first paint, so the first ticks may come before they listen. (Not waitFor: its polling runs on
 * the faked setInterval, and each tick's repaint would call it again at once.)
 */
async function decided(decision: 'show' | 'hold') {
  const decide = vi.mocked(decideStartAlert);
  for (let tick = 0; decide.mock.calls.length === 0; tick += 1) {
    if (tick === 100) throw new Error('the alert was never decided on');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  expect(decide).toHaveLastReturnedWith(decision);
}

/** The notice of a card's leaving goes out after the task that left it. */
const leavingTold = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The meeting starts in 6 minutes: its join window opens a minute into each test.
const MEETING = serverMeeting(3, 6);

describe('"Starting now" and the card on screen', () => {
  it('no toast while the card is in view; the toast with its Join once scrolled away', async () => {
    const { card } = await openDashboard([MEETING]);
    act(() => view.report(card, 1));
    minutesPass(2);
    await decided('hold');
    expect(screen.queryByText(TOAST)).toBeNull();
    expect(within(card).getByText(/^Open now, closes in/)).toBeInTheDocument();

    act(() => view.report(card, 0));
    const toast = (await screen.findByText(TOAST)).closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Join Meeting: Meeting 3' })).toBeEnabled();
  });

  it('a card not yet measured holds it; leaving the screen (the card unmounts) shows it', async () => {
    const { router } = await openDashboard([MEETING]);
    minutesPass(2);
    await decided('hold');

    await act(() => router.navigate('/referrals'));
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    expect(screen.getByText('Referrals screen')).toBeInTheDocument();
    // Shown: recorded on this device, so neither a reload nor another tab shows it again.
    const record = Object.keys(localStorage).find((key) => key.startsWith('start_alerts_'));
    expect(localStorage.getItem(record ?? '')).toContain('"meeting:3"');
  });

  it('a card scrolled away after the window closed shows nothing', async () => {
    const { card } = await openDashboard([MEETING]);
    act(() => view.report(card, 1));
    minutesPass(2);
    await decided('hold');
    vi.mocked(decideStartAlert).mockClear();
    // The window closes 8 minutes after the start.
    minutesPass(15);

    act(() => view.report(card, 0));
    await leavingTold();
    expect(vi.mocked(decideStartAlert)).not.toHaveBeenCalled();
    expect(screen.queryByText(TOAST)).toBeNull();
  });

  it('with the card off screen the toast shows as the window opens', async () => {
    const { card } = await openDashboard([MEETING]);
    act(() => view.report(card, 0));
    minutesPass(2);
    await decided('show');
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
  });
});
