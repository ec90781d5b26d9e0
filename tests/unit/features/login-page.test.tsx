import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/login/login-page';
import { renderScreen } from '../render-screen';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const renderLogin = () =>
  renderScreen(<LoginPage />, { path: '/login', otherPaths: ['/dashboard', '/users/sign_up'] });

async function fillAndSubmit(
  user: ReturnType<typeof renderLogin>['user'],
  { email = 'asha@example.com', password = 'secret1' } = {},
) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('Login screen', () => {
  it(
    'shows the spec texts and links',
    {
      meta: {
        spec: ['Email and password are required by the form; no other rule.'],
      },
    },
    () => {
      renderLogin();
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
      const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
      expect(forgot).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/users/sign_up',
      );
      expect(screen.getByLabelText(/^Email/)).toBeRequired();
      expect(screen.getByLabelText(/^Password/)).toBeRequired();
    },
  );

  it('posts the credentials, stores the token from any of its names and opens the dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { jwt: 'tok-1', user: { id: 7, email: 'a' } }));
    const { user } = renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(window.localStorage.getItem('auth_token')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('auth_response')!)).toEqual({
      jwt: 'tok-1',
      user: { id: 7, email: 'a' },
    });
  });

  it('reads "Logging in..." and is disabled while the call is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderLogin();
    await fillAndSubmit(user);

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    answer(jsonResponse(401, { message: 'Nope' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows the server's message beneath the password field and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Account is locked' }));
    const { user } = renderLogin();
    await fillAndSubmit(user);

    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('Account is locked')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Account is locked');
    expect(password).toHaveValue('secret1');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
  });

  it('shows the message of a success answer that carries no token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Please confirm your email first' }));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Please confirm your email first')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it.each([
    ['a 500 HTML page', () => Promise.resolve(new Response('<h1>oops</h1>', { status: 500 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a success without a token', () => Promise.resolve(jsonResponse(200, { ok: true }))],
  ])('falls back to "Invalid email or password" on %s', async (_label, answer) => {
    fetchMock.mockImplementation(answer);
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('remembers the email when ticked and pre-fills it next time', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 't' }));
    const first = renderLogin();
    await first.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(first.user);
    await screen.findByText('Arrived at /dashboard');
    first.unmount();

    renderLogin();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('forgets a remembered email when the box is unticked at login', async () => {
    window.localStorage.setItem('remembered_email', 'old@example.com');
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 't' }));
    const { user } = renderLogin();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('old@example.com');
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Arrived at /dashboard');
    await waitFor(() => expect(window.localStorage.getItem('remembered_email')).toBeNull());
  });

  it('offers a keyboard-reachable show/hide toggle for the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('tabindex', '0');
  });
});

describe('Login screen title', () => {
  it('names the browser tab after the screen', () => {
    renderLogin();
    expect(document.title).toBe('Log in · Member Portal');
  });
});
