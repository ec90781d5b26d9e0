// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, startServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const validUser = {
  email: 'new.member@example.com',
  password: 'secret12',
  password_confirmation: 'secret12',
  fullname: 'Sunita Rao',
  phone_number: '9812345678',
  company_name: 'Rao Ceramics',
  industry: 'Manufacturing',
  years_of_experience: 4,
};

describe('login', () => {
  it('returns a token and the user with role flags', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'admin@example.com', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Logged in successfully');
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.user).toMatchObject({ email: 'admin@example.com', role: 'admin', is_admin: true });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('answers 401 with the exact message for a wrong password or unknown email', async () => {
    for (const payload of [
      { email: 'member@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'demo1234' },
    ]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/v1/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid credentials. Please check your email and password.',
      });
    }
  });
});

describe('authorization', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/v1/online_sessions',
        headers,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 403 to a member on admin-only calls', async () => {
    const { headers, userId } = await login(server.app, 'member@example.com');
    const calls = [
      { method: 'POST' as const, url: '/api/v1/online_sessions', payload: { online_session: {} } },
      { method: 'POST' as const, url: '/api/v1/meetings', payload: { meeting: {} } },
      { method: 'GET' as const, url: '/api/v1/users/admin_all_users' },
      { method: 'GET' as const, url: `/api/v1/online_session_attendances?user_id=${userId + 1}` },
      { method: 'GET' as const, url: `/api/v1/attendances?user_id=${userId + 1}` },
    ];
    for (const call of calls) {
      const res = await server.app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ message: 'Forbidden: admins only' });
    }
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/v1/online_session_attendances?user_id=${userId}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      present_count: expect.any(Number),
      total_sessions: expect.any(Number),
    });
  });

  it('lets an admin list all users as a bare array', async () => {
    const { headers } = await login(server.app, 'admin@example.com');
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/admin_all_users',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().length).toBeGreaterThanOrEqual(6);
  });
});

describe('registration', () => {
  it('creates a member who can then log in', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { user: validUser },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: validUser.email,
      role: 'member',
      years_of_experience: 4,
    });
    await expect(login(server.app, validUser.email, validUser.password)).resolves.toBeTruthy();
  });

  it('answers 422 with errors.email for a duplicate email', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { user: { ...validUser, email: 'Member@Example.com' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email has already been taken'] });
  });

  it('reports every invalid field at once', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        user: {
          ...validUser,
          email: 'not-an-email',
          password_confirmation: 'other',
          phone_number: '123',
          fullname: '',
        },
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(Object.keys(errors).sort()).toEqual(
      ['email', 'fullname', 'password_confirmation', 'phone_number'].sort(),
    );
    expect(message).toContain('Phone number must be 10 digits');
  });
});
