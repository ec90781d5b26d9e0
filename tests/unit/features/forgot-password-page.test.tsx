import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '@/features/password/forgot-password-page';
import { sendPasswordResetLink } from '@/repository/visitor-repository';
import { renderScreen } from '../render-screen';

vi.mock('@/repository/visitor-repository', () => ({
  sendPasswordResetLink: vi.fn(),
  resetPasswordWithCode: vi.fn(),
}));

const send = vi.mocked(sendPasswordResetLink);

function renderPage() {
  return renderScreen(<ForgotPasswordPage />, {
    path: '/forgot-password',
    otherPaths: ['/reset-password', '/login'],
  });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const sendButton = () => screen.getByRole('button', { name: /Send Reset Link|Sending\.\.\./ });

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    send.mockReset();
  });

  it(
    'shows the title, an email field of type email and a link back to login',
    {
      meta: {
        spec: ['Email required, email input type.'],
      },
    },
    () => {
      renderPage();
      expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
      expect(emailBox()).toHaveAttribute('type', 'email');
      expect(emailBox()).toBeRequired();
      expect(emailBox()).toHaveAttribute('autocomplete', 'email');
      expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    },
  );

  it('sends the link, confirms it and moves on to the reset screen with the email', async () => {
    send.mockResolvedValue(undefined);
    const { user } = renderPage();
    await user.type(emailBox(), 'ana+x@example.com');
    await user.click(sendButton());

    expect(
      await screen.findByText('Password reset instructions sent to your email.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/reset-password?email=ana%2Bx%40example.com',
      ),
    );
    expect(send).toHaveBeenCalledWith('ana+x@example.com');
  });

  it('reads Sending... and is disabled while the request is pending', async () => {
    let finish: () => void = () => {};
    send.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPage();
    await user.type(emailBox(), 'ana@example.com');
    await user.click(sendButton());

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    finish();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/reset-password'),
    );
  });

  it('shows the server message on failure and keeps the typed email', async () => {
    send.mockRejectedValue({
      kind: 'http',
      status: 404,
      serverMessage: 'No account with that email',
      serverErrors: null,
    });
    const { user } = renderPage();
    await user.type(emailBox(), 'who@example.com');
    await user.click(sendButton());

    expect(await screen.findByText('No account with that email')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('who@example.com');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it(
    'falls back to Something went wrong when the server gives no message',
    {
      meta: {
        spec: ["Password forgot and reset: fallback 'Something went wrong' (alert)."],
      },
    },
    async () => {
      send.mockRejectedValue({
        kind: 'network',
        status: null,
        serverMessage: null,
        serverErrors: null,
      });
      const { user } = renderPage();
      await user.type(emailBox(), 'ana@example.com');
      await user.click(sendButton());

      expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
      expect(emailBox()).toHaveValue('ana@example.com');
    },
  );

  it('does not send without an email and says why', async () => {
    const { user } = renderPage();
    // Bypass the browser's own check so our message is what the person sees.
    emailBox().closest('form')!.noValidate = true;
    await user.click(sendButton());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });
});
