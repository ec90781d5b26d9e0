import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, registerUser, requestPasswordReset, resetPassword } from '@/api/auth-api';
import { jsonResponse, stubFetch, textResponse, wireHttpClient } from './fetch-stub';

afterEach(() => vi.unstubAllGlobals());

describe('auth api', () => {
  it(
    'POST /login returns the raw response',
    { meta: { spec: ['POST /login | email, password'] } },
    async () => {
      const raw = { token: 't', user: { id: 1 } };
      const fetch = stubFetch(jsonResponse(raw));
      await expect(login('a@b.co', 'pw')).resolves.toEqual(raw);
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/login',
        method: 'POST',
        body: { email: 'a@b.co', password: 'pw' },
      });
    },
  );

  it('a failed login does not end a sign-in, even with a stale token stored', async () => {
    const client = wireHttpClient('stale');
    stubFetch(jsonResponse({ message: 'Invalid email or password' }, 401));
    await expect(login('a@b.co', 'bad')).rejects.toMatchObject({
      kind: 'http',
      serverMessage: 'Invalid email or password',
    });
    expect(client.unauthorized).not.toHaveBeenCalled();
  });

  it(
    'POST /users sends the registration payload as is',
    { meta: { spec: ["POST /users | object 'user'"] } },
    async () => {
      const fetch = stubFetch(jsonResponse({ id: 1 }, 201));
      const payload = { user: { email: 'a@b.co', years_of_experience: 3 } };
      await expect(registerUser(payload)).resolves.toBeUndefined();
      expect(fetch.last()).toMatchObject({ url: '/api/v1/users', method: 'POST', body: payload });
    },
  );

  it(
    'registration and the password calls succeed on a 2xx text body, which is not read',
    { meta: { spec: ['Registration; the response is not read on success'] } },
    async () => {
      const created = () => textResponse('201 Created', 201, 'text/plain');
      const payload = { user: { email: 'a@b.co' } };
      stubFetch(created());
      await expect(registerUser(payload)).resolves.toBeUndefined();
      stubFetch(created());
      await expect(requestPasswordReset('a@b.co')).resolves.toBeUndefined();
      stubFetch(textResponse('<html>OK</html>'));
      const input = { email: 'a@b.co', otp: '123456', password: 'x', password_confirmation: 'x' };
      await expect(resetPassword(input)).resolves.toBeUndefined();
    },
  );

  it('registration still fails with the server message and errors', async () => {
    stubFetch(
      jsonResponse({ message: 'Invalid', errors: { email: ['has already been taken'] } }, 422),
    );
    await expect(registerUser({ user: { email: 'a@b.co' } })).rejects.toMatchObject({
      kind: 'http',
      serverMessage: 'Invalid',
      serverErrors: { email: ['has already been taken'] },
    });
  });

  it('a login answered 2xx with HTML is an invalid response', async () => {
    stubFetch(textResponse('<!doctype html><title>Wi-Fi login</title>'));
    await expect(login('a@b.co', 'pw')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it(
    'POST /password/forgot and /password/reset',
    {
      meta: {
        spec: [
          'POST /password/forgot | email | Request reset',
          'POST /password/reset | email, otp, password, password_confirmation',
        ],
      },
    },
    async () => {
      const fetch = stubFetch(jsonResponse({ message: 'sent' }));
      await requestPasswordReset('a@b.co');
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/password/forgot',
        method: 'POST',
        body: { email: 'a@b.co' },
      });
      const input = { email: 'a@b.co', otp: '123456', password: 'x', password_confirmation: 'x' };
      await resetPassword(input);
      expect(fetch.last()).toMatchObject({
        url: '/api/v1/password/reset',
        method: 'POST',
        body: input,
      });
    },
  );
});
