import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '@/features/password/reset-password-page';
import { resetPasswordWithCode } from '@/repository/visitor-repository';
import { renderScreen } from '../render-screen';

vi.mock('@/repository/visitor-repository', () => ({
  sendPasswordResetLink: vi.fn(),
  resetPasswordWithCode: vi.fn(),
}));

const reset = vi.mocked(resetPasswordWithCode);

function renderPage(url = '/reset-password') {
  return renderScreen(<ResetPasswordPage />, {
    path: '/reset-password',
    url,
    otherPaths: ['/login'],
  });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const otpBox = () => screen.getByRole('textbox', { name: 'OTP' });
// Password inputs have no ARIA role; the label also carries Mantine's hidden required asterisk.
const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const submitButton = () =>
  screen.getByRole('button', { name: /^(Reset Password|Resetting\.\.\.)$/ });

async function fillForm(user: ReturnType<typeof renderPage>['user'], confirmation = 'n3w-Secret') {
  await user.type(otpBox(), '123456');
  await user.type(newPassword(), 'n3w-Secret');
  await user.type(confirmPassword(), confirmation);
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    reset.mockReset();
  });

  it('prefills the email from the query and labels every field', () => {
    renderPage('/reset-password?email=ana%2Bx%40example.com');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana+x@example.com');
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(otpBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otpBox()).toHaveAttribute('inputmode', 'numeric');
    for (const field of [emailBox(), otpBox(), newPassword(), confirmPassword()]) {
      expect(field).toBeRequired();
    }
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('starts with an empty email when the query has none', () => {
    renderPage();
    expect(emailBox()).toHaveValue('');
  });

  it('refuses mismatched passwords without calling the server', async () => {
    const { user } = renderPage('/reset-password?email=ana%40example.com');
    await fillForm(user, 'something-else');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match!');
    // The message is tied to the field it is about, not just somewhere on the page.
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match!');
    expect(confirmPassword()).toBeInvalid();
    expect(reset).not.toHaveBeenCalled();
  });

  it('requires a real OTP, not just spaces', async () => {
    const { user } = renderPage('/reset-password?email=ana%40example.com');
    await user.type(otpBox(), '   ');
    await user.type(newPassword(), 'n3w-Secret');
    await user.type(confirmPassword(), 'n3w-Secret');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(reset).not.toHaveBeenCalled();
  });

  it('show/hide toggles switch the password input type', async () => {
    const { user } = renderPage();
    expect(newPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(newPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmPassword()).toHaveAttribute('type', 'text');
  });

  it('reads Resetting... while pending, then confirms and goes to /login', async () => {
    let finish: () => void = () => {};
    reset.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPage('/reset-password?email=ana%40example.com');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(reset).toHaveBeenCalledWith({
      email: 'ana@example.com',
      otp: '123456',
      password: 'n3w-Secret',
      passwordConfirmation: 'n3w-Secret',
    });
    finish();

    expect(
      await screen.findByText('Password reset successful. You can now login.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('shows the server message on failure and keeps everything typed', async () => {
    reset.mockRejectedValue({
      kind: 'http',
      status: 422,
      serverMessage: 'Invalid or expired OTP',
      serverErrors: null,
    });
    const { user } = renderPage('/reset-password?email=ana%40example.com');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Invalid or expired OTP')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana@example.com');
    expect(otpBox()).toHaveValue('123456');
    expect(newPassword()).toHaveValue('n3w-Secret');
    expect(confirmPassword()).toHaveValue('n3w-Secret');
    expect(submitButton()).toHaveTextContent('Reset Password');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('falls back to Something went wrong without a server message', async () => {
    reset.mockRejectedValue(new Error('Failed to fetch'));
    const { user } = renderPage('/reset-password?email=ana%40example.com');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(otpBox()).toHaveValue('123456');
  });
});
