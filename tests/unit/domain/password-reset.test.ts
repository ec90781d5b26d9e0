import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  passwordConfirmationError,
  requiredText,
} from '@/domain/password-reset';
import { REGISTRATION_MESSAGES } from '@/domain/registration';
import type { Msg } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

// The rules give messages; these tests read them as the English screen shows them.
loadEveryEnglishCatalog();
const english = (message: Msg | null) => (message === null ? null : translate(message));

describe('requiredText', () => {
  it('asks for blank or whitespace-only values', () => {
    expect(english(requiredText(''))).toBe('This field is required');
    expect(english(requiredText('   '))).toBe('This field is required');
  });

  it('uses the same text as the registration screen', () => {
    expect(translate(PASSWORD_MESSAGES.required)).toBe(translate(REGISTRATION_MESSAGES.required));
  });

  it('accepts a filled value', () => {
    expect(requiredText('asha@example.com')).toBeNull();
  });
});

describe('passwordConfirmationError', () => {
  it('asks for an empty confirmation first', () => {
    expect(english(passwordConfirmationError('', 'secret12'))).toBe('This field is required');
  });

  it(
    'reports a mismatch',
    {
      meta: { spec: ["New password and confirmation must match, else 'Passwords do not match!'"] },
    },
    () => {
      expect(english(passwordConfirmationError('secret13', 'secret12'))).toBe(
        'Passwords do not match!',
      );
    },
  );

  it('accepts a matching confirmation', () => {
    expect(passwordConfirmationError('secret12', 'secret12')).toBeNull();
  });
});
