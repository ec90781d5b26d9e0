import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutButton } from '@/ui/frame/logout-button';
import { isSignedIn } from '@/repository/auth-repository';
import { currentMemberKey } from '@/repository/member-key';
import { putOutboxRecord } from '@/storage/outbox-store';
import { useWrite } from '@/repository/use-write';
import { renderScreen, stopMemberData } from '../render-screen';

function QueueAReferral() {
  const create = useWrite('createReferral');
  const refer = () =>
    void create({
      recipient: { id: '8', name: 'Bob' },
      description: 'Needs a CA',
      status: 'pending',
    });
  return (
    <button type="button" onClick={refer}>
      Refer Bob
    </button>
  );
}

beforeEach(() => {
  localStorage.setItem('auth_token', 'token-5');
  localStorage.setItem('auth_response', JSON.stringify({ user: { id: 5, fullname: 'Asha' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(async () => {
  act(() => onlineManager.setOnline(true));
  await stopMemberData();
  vi.unstubAllGlobals();
});

const renderLogout = () =>
  renderScreen(
    <>
      <QueueAReferral />
      <LogoutButton />
    </>,
    { path: '/dashboard', otherPaths: ['/login'], memberData: true },
  );

describe('Logout', () => {
  it(
    'logs out at once when nothing is waiting to be sent',
    {
      meta: {
        spec: ['a Logout button (removes the token, goes to /login)', 'logout removes the token.'],
      },
    },
    async () => {
      const { user } = renderLogout();
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
      expect(isSignedIn()).toBe(false);
    },
  );

  it('warns first while a write made offline is still waiting', async () => {
    const { user } = renderLogout();
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Refer Bob' }));
    expect(
      await screen.findByText('You are offline. This will be sent as soon as you are back online.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(dialog).toHaveTextContent(
      '1 change you made offline has not been sent yet. If you log out now, it will be lost.',
    );
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(isSignedIn()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(isSignedIn()).toBe(false);
  });

  it('still warns when tapped before the outbox has read what waits on the device', async () => {
    // A change made offline in an earlier visit, on disk; this visit's outbox has not read it
    // yet (here: no data engine runs at all), so the waiting list on screen is still empty.
    await putOutboxRecord('write-1', {
      id: 'write-1',
      memberKey: currentMemberKey(),
      memberName: 'Asha',
      write: 'createReferral',
    });
    const { user } = renderScreen(<LogoutButton />, { path: '/dashboard', otherPaths: ['/login'] });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(dialog).toHaveTextContent('1 change you made offline has not been sent yet.');
    expect(isSignedIn()).toBe(true);
  });
});

describe('Logout and the server', () => {
  /** The DELETE /logout calls the stubbed fetch received (it never answers them). */
  const logoutCalls = () =>
    vi
      .mocked(fetch)
      .mock.calls.filter(
        ([input, init]) => String(input).endsWith('/api/v1/logout') && init?.method === 'DELETE',
      )
      .map(([, init]) => new Headers(init?.headers).get('Authorization'));

  it('asks the server to end the sign-in, and leaves without waiting for its answer', async () => {
    const { user } = renderScreen(<LogoutButton />, { path: '/dashboard', otherPaths: ['/login'] });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(logoutCalls()).toEqual(['Bearer token-5']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing of the server while offline', async () => {
    act(() => onlineManager.setOnline(false));
    const { user } = renderScreen(<LogoutButton />, { path: '/dashboard', otherPaths: ['/login'] });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(isSignedIn()).toBe(false);
    expect(logoutCalls()).toEqual([]);
  });
});
