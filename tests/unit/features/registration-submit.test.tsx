import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAccount } from '@/repository/visitor-repository';
import { field, fill, fillRequired, renderRegistration } from './registration-test-helpers';

vi.mock('@/repository/visitor-repository', () => ({ registerAccount: vi.fn() }));
const registerMock = vi.mocked(registerAccount);

const location = () => screen.getByTestId('location');

function httpFailure(serverErrors: unknown, serverMessage: string | null = null) {
  return { kind: 'http', status: 422, serverMessage, serverErrors };
}

beforeEach(() => {
  registerMock.mockReset();
  registerMock.mockResolvedValue(undefined);
});

describe('RegistrationPage submit', { timeout: 20_000 }, () => {
  it('sends the typed values and goes to /login', async () => {
    const { user } = renderRegistration();
    await fillRequired(user);
    await user.type(field('Date Of Birth'), '15/08/1990');
    await user.tab();
    await user.type(field('Years of Experience'), '7');
    await fill(user, 'PAN', 'abcde1234f');
    await fill(user, 'Aadhar Number', '123456789012');
    await fill(user, 'UDM Number', 'UDM12345');
    await fill(user, 'Referred By', 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(registerMock).toHaveBeenCalledTimes(1);
    expect(registerMock.mock.calls[0]![0]).toMatchObject({
      fullname: 'Asha Rao',
      dob: '1990-08-15',
      phone_number: '9876543210',
      email: 'asha@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
      company_name: 'Rao Traders',
      industry: 'Retail',
      years_of_experience: '7',
      pan_number: 'ABCDE1234F',
      aadhar_no: '123456789012',
      udm_number: 'UDM12345',
      referred_by: 'Ravi',
      address: '',
    });
  });

  it('reads Registering... and is disabled while the request is pending', async () => {
    let finish!: () => void;
    registerMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderRegistration();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const busy = await screen.findByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(registerMock).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
  });

  it('shows an email-related server error under the Email field and keeps the values', async () => {
    registerMock.mockRejectedValue(httpFailure({ email: ['Email has already been taken'] }));
    const { user } = renderRegistration();
    await fillRequired(user);
    await user.type(field('PAN'), 'abcde1234f');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(field(/^Email/)).toHaveAccessibleDescription('Email has already been taken'),
    );
    expect(field(/^Email/)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/users/sign_up');
    expect(field(/^Full Name/)).toHaveValue('Asha Rao');
    expect(field(/^Email/)).toHaveValue('asha@example.com');
    expect(field(/^Password/)).toHaveValue('secret123');
    expect(field('PAN')).toHaveValue('ABCDE1234F');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows any other server error in a dialog, one message per line', async () => {
    registerMock.mockRejectedValue(
      httpFailure({ phone_number: ['is invalid'], company_name: ['is too short'] }, 'Bad input'),
    );
    const { user } = renderRegistration();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registration failed' });
    expect(within(dialog).getByRole('alert').textContent).toBe('is invalid\nis too short');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(/^Company Name/)).toHaveValue('Rao Traders');
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the server message, then to Registration failed', async () => {
    registerMock.mockRejectedValueOnce(httpFailure(null, 'Signups are closed'));
    registerMock.mockRejectedValueOnce(new Error('boom'));
    const { user } = renderRegistration();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Signups are closed');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const second = await screen.findByRole('dialog', { name: 'Registration failed' });
    expect(within(second).getByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it('shows the network text when the server cannot be reached', async () => {
    registerMock.mockRejectedValue({
      kind: 'network',
      status: null,
      serverMessage: null,
      serverErrors: null,
    });
    const { user } = renderRegistration();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registration failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Network error. Please check your internet connection.',
    );
    expect(field(/^Full Name/)).toHaveValue('Asha Rao');
    expect(field(/^Phone Number/)).toHaveValue('9876543210');
  });
});
