import { screen } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/login/login-page';
import { waitingRecord } from '../repository/engine-harness';
import { renderScreen } from '../render-screen';

/** A change member 5 left waiting on the device when the server ended their sign-in. */
async function leaveWaitingChange(id: string) {
  await set(id, waitingRecord(id, '5', 'Asha Rao'), createStore('member-portal-outbox', 'writes'));
}

const loginAnswer = (id: number, fullname: string) =>
  new Response(JSON.stringify({ token: `token-${id}`, user: { id, fullname } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => new Promise(() => {}));
});
afterEach(() => vi.unstubAllGlobals());

const renderLogin = () =>
  renderScreen(<LoginPage />, { path: '/login', otherPaths: ['/dashboard', '/users/sign_up'] });

async function logInAs(user: ReturnType<typeof renderLogin>['user'], email: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('Login screen with changes waiting on the device', () => {
  it('says how many changes wait for a sign-in', async () => {
    await leaveWaitingChange('a');
    await leaveWaitingChange('b');
    renderLogin();
    expect(
      await screen.findByText('2 changes not sent yet: log in again to send them'),
    ).toBeInTheDocument();
  });

  it('says nothing when nothing waits', async () => {
    fetchMock.mockResolvedValueOnce(loginAnswer(5, 'Asha Rao'));
    const { user } = renderLogin();
    await logInAs(user, 'asha@example.com');
    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    expect(screen.queryByText(/not sent yet/)).not.toBeInTheDocument();
  });

  it('the same member logs in without being asked', async () => {
    await leaveWaitingChange('a');
    fetchMock.mockResolvedValueOnce(loginAnswer(5, 'Asha Rao'));
    const { user } = renderLogin();
    expect(await screen.findByText(/^1 change not sent yet/)).toBeInTheDocument();
    await logInAs(user, 'asha@example.com');
    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
  });

  it('asks another member before discarding; keeping them signs nobody in', async () => {
    await leaveWaitingChange('a');
    fetchMock.mockResolvedValueOnce(loginAnswer(6, 'Bob Shah'));
    const { user } = renderLogin();
    await logInAs(user, 'bob@example.com');
    const question = await screen.findByRole('alertdialog', {
      name: 'Changes of Asha Rao are waiting on this device. Discard them?',
    });
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('bob@example.com');
  });

  it('discarding them signs the new member in', async () => {
    await leaveWaitingChange('a');
    fetchMock.mockResolvedValueOnce(loginAnswer(6, 'Bob Shah'));
    const { user } = renderLogin();
    await logInAs(user, 'bob@example.com');
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('token-6');
  });
});
