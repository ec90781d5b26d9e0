import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseLoginResponse, readServerMessage, readToken } from '@/domain/auth';
import { anyInput, RUNS } from './arbitraries';

describe('readToken', () => {
  it(
    'reads each of the four token names',
    {
      meta: {
        spec: [
          'Login response: read for a token under any of the names token, auth_token, jwt or access_token',
        ],
      },
    },
    () => {
      expect(readToken({ token: 't1' })).toBe('t1');
      expect(readToken({ auth_token: 't2' })).toBe('t2');
      expect(readToken({ jwt: 't3' })).toBe('t3');
      expect(readToken({ access_token: 't4' })).toBe('t4');
    },
  );

  it('takes them in order token, auth_token, jwt, access_token', () => {
    expect(readToken({ access_token: 'd', jwt: 'c', auth_token: 'b', token: 'a' })).toBe('a');
    expect(readToken({ access_token: 'd', jwt: 'c' })).toBe('c');
  });

  it('skips empty or non-string values', () => {
    expect(readToken({ token: '', auth_token: '  ', jwt: 5, access_token: 'ok' })).toBe('ok');
  });

  it('looks inside data when the top level has none', () => {
    expect(readToken({ data: { jwt: 'inner' } })).toBe('inner');
    expect(readToken({ token: 'outer', data: { token: 'inner' } })).toBe('outer');
  });

  it('returns null when there is no token', () => {
    expect(readToken({ message: 'ok' })).toBeNull();
    expect(readToken('token')).toBeNull();
    expect(readToken(null)).toBeNull();
  });

  it('never throws and returns null or a non-empty string', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const token = readToken(raw);
        expect(token === null || (typeof token === 'string' && token.trim() !== '')).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('normaliseLoginResponse', () => {
  it('reads the user from user', () => {
    const result = normaliseLoginResponse({ token: 't', user: { id: 1, fullname: 'A' } });
    expect(result.token).toBe('t');
    expect(result.user).toMatchObject({ id: '1', fullname: 'A' });
  });

  it('reads the user from data.user', () => {
    const result = normaliseLoginResponse({ data: { auth_token: 't', user: { id: 2 } } });
    expect(result).toMatchObject({ token: 't', user: { id: '2' } });
  });

  it('reads the user from data itself', () => {
    const result = normaliseLoginResponse({ jwt: 't', data: { id: 3, role: 'admin' } });
    expect(result.user).toMatchObject({ id: '3', isAdmin: true });
  });

  it('does not treat a data object holding only a token as a user', () => {
    expect(normaliseLoginResponse({ data: { token: 't' } })).toEqual({ token: 't', user: null });
  });

  it('returns no token and no user for junk', () => {
    expect(normaliseLoginResponse(null)).toEqual({ token: null, user: null });
    expect(normaliseLoginResponse([1])).toEqual({ token: null, user: null });
  });

  it('never throws and returns the LoginResult shape', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const result = normaliseLoginResponse(raw);
        expect(Object.keys(result).sort()).toEqual(['token', 'user']);
        expect(result.token === null || typeof result.token === 'string').toBe(true);
        expect(result.user === null || typeof result.user.id === 'string').toBe(true);
      }),
      RUNS,
    );
  });
});

describe('readServerMessage', () => {
  it(
    'reads the top-level message, trimmed',
    {
      meta: {
        spec: [
          "Response read for a token (token, auth_token, jwt or access_token) and for 'message' on failure",
        ],
      },
    },
    () => {
      expect(readServerMessage({ message: ' Account not confirmed ' })).toBe(
        'Account not confirmed',
      );
    },
  );

  it('gives null for a blank, non-string, nested or missing message', () => {
    expect(readServerMessage({ message: '   ' })).toBeNull();
    expect(readServerMessage({ message: 5 })).toBeNull();
    expect(readServerMessage({ data: { message: 'inner' } })).toBeNull();
    expect(readServerMessage({ ok: true })).toBeNull();
    expect(readServerMessage('message')).toBeNull();
    expect(readServerMessage(null)).toBeNull();
  });

  it('never throws and gives a non-blank string or null', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const message = readServerMessage(raw);
        return message === null || (message.trim() === message && message !== '');
      }),
      RUNS,
    );
  });
});
