import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  type FailureInfo,
  flattenServerErrors,
  isEmailRelatedMessage,
  isFailureInfo,
  LOGIN_FALLBACK_ERROR,
  loginErrorMessage,
  NETWORK_ERROR_MESSAGE,
  REGISTRATION_FALLBACK,
  registrationErrorMessage,
} from '@/domain/error-message';
import { msg } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';
import { anyInput, RUNS } from './arbitraries';

// Our own messages are read as the English screen shows them.
loadEveryEnglishCatalog();

const failure = (overrides: Partial<FailureInfo> = {}): FailureInfo => ({
  kind: 'http',
  status: 422,
  serverMessage: null,
  serverErrors: null,
  ...overrides,
});

describe('isFailureInfo', () => {
  it('recognises the FailureInfo shape, including class instances', () => {
    expect(isFailureInfo(failure())).toBe(true);
    class ApiError extends Error implements FailureInfo {
      kind = 'network' as const;
      status = null;
      serverMessage = null;
      serverErrors = undefined;
    }
    expect(isFailureInfo(new ApiError('Failed to fetch'))).toBe(true);
  });

  it('rejects other values', () => {
    expect(isFailureInfo(new Error('x'))).toBe(false);
    expect(isFailureInfo({ ...failure(), kind: 'other' })).toBe(false);
    expect(
      isFailureInfo({ kind: 'http', status: '500', serverMessage: null, serverErrors: 1 }),
    ).toBe(false);
    expect(isFailureInfo({ kind: 'http', status: 500, serverMessage: null })).toBe(false);
    expect(isFailureInfo(null)).toBe(false);
  });
});

describe('errorMessage', () => {
  it(
    "shows the server's message when present",
    { meta: { spec: ["Each shows the server's message field if present"] } },
    () => {
      expect(
        errorMessage(failure({ serverMessage: ' Not allowed ' }), msg('outbox.sessionFailed')),
      ).toBe('Not allowed');
    },
  );

  it(
    'falls back for blank messages and raw technical errors',
    { meta: { spec: ['otherwise the generic error text, otherwise the fallback:'] } },
    () => {
      const invite = msg('outbox.inviteFailed');
      expect(errorMessage(failure({ serverMessage: '  ' }), invite)).toEqual(invite);
      expect(translate(invite)).toBe('Failed to send invite');
      const fallback = msg('outbox.sessionFailed');
      expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toEqual(fallback);
      expect(errorMessage('boom', fallback)).toEqual(fallback);
      expect(errorMessage(undefined, fallback)).toEqual(fallback);
    },
  );

  it("never throws and always returns the server's non-empty words or the fallback", () => {
    const fallback = msg('outbox.sessionFailed');
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = errorMessage(raw, fallback);
        if (typeof shown === 'string') expect(shown.trim().length).toBeGreaterThan(0);
        else expect(shown).toEqual(fallback);
      }),
      RUNS,
    );
  });
});

describe('flattenServerErrors', () => {
  it(
    'flattens object values deeply, one message per line',
    {
      meta: {
        spec: ["the server's 'errors' object with all values flattened and joined by newlines"],
      },
    },
    () => {
      expect(
        flattenServerErrors({
          email: ['Email has already been taken'],
          password: ['is too short', 'needs a digit'],
          nested: { deeper: ['Deep'] },
        }),
      ).toBe('Email has already been taken\nis too short\nneeds a digit\nDeep');
    },
  );

  it('passes a string through and ignores non-strings', () => {
    expect(flattenServerErrors('Bad request')).toBe('Bad request');
    expect(flattenServerErrors({ a: 1, b: null, c: ['', 'ok'] })).toBe('ok');
  });

  it('returns empty for junk', () => {
    for (const junk of [null, undefined, 3, {}, [], true]) {
      expect(flattenServerErrors(junk)).toBe('');
    }
  });

  it('never throws and never yields blank lines', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const text = flattenServerErrors(raw);
        expect(typeof text).toBe('string');
        if (text !== '') expect(text.split('\n').every((line) => line.trim() !== '')).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('registrationErrorMessage', () => {
  it(
    'uses the network text for network and timeout failures',
    {
      meta: { spec: ["Network failure: 'Network error. Please check your internet connection.'"] },
    },
    () => {
      expect(translate(NETWORK_ERROR_MESSAGE)).toBe(
        'Network error. Please check your internet connection.',
      );
      expect(registrationErrorMessage(failure({ kind: 'network', status: null }))).toBe(
        NETWORK_ERROR_MESSAGE,
      );
      expect(registrationErrorMessage(failure({ kind: 'timeout', status: null }))).toBe(
        NETWORK_ERROR_MESSAGE,
      );
    },
  );

  it(
    'prefers flattened errors, then the server message, then the fallback',
    {
      meta: {
        spec: [
          "Otherwise the message is the server's 'errors' object with all values flattened and joined by newlines, else the server 'message', else the generic error text, else 'Registration failed'.",
        ],
      },
    },
    () => {
      const errors = { email: ['Email is invalid'], phone_number: 'Phone taken' };
      expect(registrationErrorMessage(failure({ serverErrors: errors, serverMessage: 'm' }))).toBe(
        'Email is invalid\nPhone taken',
      );
      expect(registrationErrorMessage(failure({ serverErrors: {}, serverMessage: 'Nope' }))).toBe(
        'Nope',
      );
      expect(registrationErrorMessage(failure())).toEqual(REGISTRATION_FALLBACK);
      expect(translate(REGISTRATION_FALLBACK)).toBe('Registration failed');
      expect(registrationErrorMessage(new Error('boom'))).toEqual(REGISTRATION_FALLBACK);
    },
  );
});

describe('isEmailRelatedMessage', () => {
  it(
    'matches email in any letter case',
    { meta: { spec: ["If the message contains 'email' in any letter case"] } },
    () => {
      expect(isEmailRelatedMessage('Email has already been taken')).toBe(true);
      expect(isEmailRelatedMessage('invalid EMAIL')).toBe(true);
      expect(isEmailRelatedMessage('Phone taken')).toBe(false);
    },
  );

  it('never takes one of our own messages for an email problem', () => {
    expect(isEmailRelatedMessage(NETWORK_ERROR_MESSAGE)).toBe(false);
    expect(isEmailRelatedMessage(REGISTRATION_FALLBACK)).toBe(false);
  });
});

describe('loginErrorMessage', () => {
  it('is the spec fallback text', () => {
    expect(translate(LOGIN_FALLBACK_ERROR)).toBe('Invalid email or password');
  });

  it(
    "shows the server's message when there is one",
    { meta: { spec: ["The server 'message' is shown beneath the password field"] } },
    () => {
      expect(
        loginErrorMessage(failure({ status: 401, serverMessage: ' Account is locked ' })),
      ).toBe('Account is locked');
      const noToken = failure({ kind: 'invalid-response', status: null, serverMessage: 'Confirm' });
      expect(loginErrorMessage(noToken)).toBe('Confirm');
    },
  );

  it(
    'falls back for no message, network failures and raw errors',
    { meta: { spec: ["else 'Invalid email or password'."] } },
    () => {
      expect(loginErrorMessage(failure({ status: 401 }))).toBe(LOGIN_FALLBACK_ERROR);
      expect(loginErrorMessage(failure({ serverMessage: '  ' }))).toBe(LOGIN_FALLBACK_ERROR);
      expect(loginErrorMessage(failure({ kind: 'network', status: null }))).toBe(
        LOGIN_FALLBACK_ERROR,
      );
      expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_FALLBACK_ERROR);
      expect(loginErrorMessage(undefined)).toBe(LOGIN_FALLBACK_ERROR);
    },
  );
});
