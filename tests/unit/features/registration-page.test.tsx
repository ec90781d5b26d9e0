import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAccount } from '@/repository/visitor-repository';
import { field, fillRequired, renderRegistration } from './registration-test-helpers';

vi.mock('@/repository/visitor-repository', () => ({ registerAccount: vi.fn() }));
const registerMock = vi.mocked(registerAccount);

const BLOCKED = 'Please fix the errors before submitting.';
const REQUIRED = 'This field is required';

const registerButton = () => screen.getByRole('button', { name: /^Register/ });

beforeEach(() => {
  registerMock.mockReset();
  registerMock.mockResolvedValue(undefined);
});

describe('RegistrationPage layout', { timeout: 20_000 }, () => {
  it(
    'shows the title, the four sections and every field by its label',
    {
      meta: {
        spec: [
          'Security Details: Email (required), Password (required), Confirm Password (required); each password field has a show/hide toggle.',
          'Business Information: Company Name (required), Industry (required), Years of Experience (numeric, minimum 0).',
          'Additional Details: Address, Aadhar Number, PAN, UDM Number, Service Offered, Product Offered, Referred By, Additional Information.',
        ],
      },
    },
    () => {
      renderRegistration();
      expect(screen.getByRole('heading', { level: 1, name: 'Register New Account' })).toBeVisible();
      expect(screen.getByText('Join our business networking community')).toBeVisible();
      for (const section of [
        'Personal Information',
        'Security Details',
        'Business Information',
        'Additional Details',
      ]) {
        expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      for (const label of [
        'Date Of Birth',
        'Years of Experience',
        'Address',
        'Aadhar Number',
        'PAN',
        'UDM Number',
        'Service Offered',
        'Product Offered',
        'Referred By',
        'Additional Information',
      ]) {
        expect(field(label)).toBeVisible();
      }
      for (const label of [
        /^Full Name/,
        /^Phone Number/,
        /^Email/,
        /^Password/,
        /^Confirm Password/,
        /^Company Name/,
        /^Industry/,
      ]) {
        expect(field(label)).toBeRequired();
      }
      expect(field(/^Phone Number/)).toHaveAttribute('type', 'tel');
      expect(field(/^Email/)).toHaveAttribute('type', 'email');
      expect(field(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(registerButton()).toHaveTextContent('Register');
    },
  );

  it('reveals a password with the keyboard-reachable toggle', async () => {
    const { user } = renderRegistration();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field(/^Password/)).toHaveAttribute('type', 'text');
  });
});

describe('RegistrationPage validation', { timeout: 20_000 }, () => {
  it('blocks an empty submit, marks every required field and focuses the first', async () => {
    const { user } = renderRegistration();
    await user.click(registerButton());
    for (const label of [
      /^Full Name/,
      /^Phone Number/,
      /^Email/,
      /^Password/,
      /^Confirm Password/,
      /^Company Name/,
      /^Industry/,
    ]) {
      expect(field(label)).toHaveAccessibleDescription(REQUIRED);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Address')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED);
    expect(field(/^Full Name/)).toHaveFocus();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('checks the email format as it is typed', async () => {
    const { user } = renderRegistration();
    await user.type(field(/^Email/), 'asha@example');
    expect(field(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    await user.type(field(/^Email/), '.com');
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the phone number to at most 10 digits', async () => {
    const { user } = renderRegistration();
    await user.type(field(/^Phone Number/), '98a7-65');
    expect(field(/^Phone Number/)).toHaveValue('98765');
    expect(field(/^Phone Number/)).toHaveAccessibleDescription('Phone number must be 10 digits');
    await user.type(field(/^Phone Number/), '43210999');
    expect(field(/^Phone Number/)).toHaveValue('9876543210');
    expect(field(/^Phone Number/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field even when its filter throws the keystroke away', async () => {
    const { user } = renderRegistration();
    await user.type(field(/^Phone Number/), 'a');
    expect(field(/^Phone Number/)).toHaveValue('');
    expect(field(/^Phone Number/)).toHaveAccessibleDescription(REQUIRED);
  });

  it('keeps Aadhaar to at most 12 digits and checks its length', async () => {
    const { user } = renderRegistration();
    await user.type(field('Aadhar Number'), '1234 5678');
    expect(field('Aadhar Number')).toHaveValue('12345678');
    expect(field('Aadhar Number')).toHaveAccessibleDescription('Aadhaar must be 12 digits');
    await user.type(field('Aadhar Number'), '90123456');
    expect(field('Aadhar Number')).toHaveValue('123456789012');
    expect(field('Aadhar Number')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows PAN upper-cased and checks its format', async () => {
    const { user } = renderRegistration();
    await user.type(field('PAN'), 'abcde1234');
    expect(field('PAN')).toHaveValue('ABCDE1234');
    expect(field('PAN')).toHaveAccessibleDescription('PAN must be in format ABCDE1234F');
    await user.type(field('PAN'), 'f');
    expect(field('PAN')).toHaveValue('ABCDE1234F');
    expect(field('PAN')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the UDM number only when filled', async () => {
    const { user } = renderRegistration();
    await user.type(field('UDM Number'), 'ab1');
    expect(field('UDM Number')).toHaveAccessibleDescription(
      'UDM must be 6-12 alphanumeric characters',
    );
    await user.clear(field('UDM Number'));
    expect(field('UDM Number')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('flags mismatched passwords and re-checks when the password changes', async () => {
    const { user } = renderRegistration();
    await user.type(field(/^Password/), 'secret1');
    expect(field(/^Confirm Password/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/^Confirm Password/), 'secret12');
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription('Passwords do not match');
    await user.type(field(/^Password/), '2');
    expect(field(/^Confirm Password/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it(
    'blocks sending while an optional field is invalid',
    {
      meta: {
        spec: [
          "Submit is meant to be blocked with 'Please fix the errors before submitting.', but the check is faulty and may not block submission; both readings apply (intended: blocked; observed: may pass).",
        ],
      },
    },
    async () => {
      const { user } = renderRegistration();
      await fillRequired(user);
      await user.type(field('Aadhar Number'), '123');
      await user.click(registerButton());
      expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED);
      expect(field('Aadhar Number')).toHaveAccessibleDescription('Aadhaar must be 12 digits');
      expect(field('Aadhar Number')).toHaveFocus();
      expect(registerMock).not.toHaveBeenCalled();
      // Fixing the last error takes the form-level message away.
      await user.clear(field('Aadhar Number'));
      expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
    },
  );
});
