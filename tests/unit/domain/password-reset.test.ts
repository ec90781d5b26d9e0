import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  passwordConfirmationError,
  requiredText,
} from '@/domain/password-reset';
import { REGISTRATION_MESSAGES } from '@/domain/registration';

describe('requiredText', () => {
  it('asks for blank or whitespace-only values', () => {
    expect(requiredText('')).toBe('This field is required');
    expect(requiredText('   ')).toBe('This field is required');
  });

  it('uses the same text as the registration screen', () => {
    expect(PASSWORD_MESSAGES.required).toBe(REGISTRATION_MESSAGES.required);
  });

  it('accepts a filled value', () => {
    expect(requiredText('asha@example.com')).toBeNull();
  });
});

describe('passwordConfirmationError', () => {
  it('asks for an empty confirmation first', () => {
    expect(passwordConfirmationError('', 'secret12')).toBe('This field is required');
  });

  it(
    'reports a mismatch',
    {
      meta: { spec: ["New password and confirmation must match, else 'Passwords do not match!'"] },
    },
    () => {
      expect(passwordConfirmationError('secret13', 'secret12')).toBe('Passwords do not match!');
    },
  );

  it('accepts a matching confirmation', () => {
    expect(passwordConfirmationError('secret12', 'secret12')).toBeNull();
  });
});
