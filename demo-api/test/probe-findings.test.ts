// @vitest-environment node
import type * as NodeCrypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, multipart, startServer } from './helpers';

/**
 * Inputs a security probe sent that gave a 500 or told more than they should: each is answered
 * with a 4xx and a message now (control characters, dates out of range, parallel sign-ups), and
 * a login costs the same whether the account exists or not.
 */
const scrypt = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof NodeCrypto>();
  const counted = ((...args: Parameters<typeof crypto.scrypt>) => {
    scrypt.calls += 1;
    return (crypto.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt: counted }, scrypt: counted };
});

let server: TestServer;
let member: Awaited<ReturnType<typeof login>>;
let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  member = await login(server.app, 'member@example.com');
  admin = await login(server.app, 'admin@example.com');
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const NUL = 'a\u0000b';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

function expectFieldRefused(res: Awaited<ReturnType<typeof post>>, field: string, label: string) {
  expect(res.statusCode, res.body).toBe(422);
  const text = `${label} contains characters that are not allowed`;
  expect(res.json()).toEqual({ message: text, errors: { [field]: [text] } });
}

describe('control characters', () => {
  it('are refused with the field named, signed out: login, forgot, reset, registration', async () => {
    expectFieldRefused(
      await post('/login', { email: 'a\u0000@x.io', password: 'x' }),
      'email',
      'Email',
    );
    expectFieldRefused(await post('/password/forgot', { email: `m${NUL}@x.io` }), 'email', 'Email');
    expectFieldRefused(
      await post('/password/reset', {
        email: 'member@example.com',
        otp: `12${NUL}`,
        password: 'abcdef',
        password_confirmation: 'abcdef',
      }),
      'otp',
      'Otp',
    );
    expectFieldRefused(
      await post('/users', { user: { email: 'new@x.io', fullname: `Ravi${NUL}` } }),
      'fullname',
      'Fullname',
    );
  });

  it('are refused in a referral and in a multipart profile, signed in', async () => {
    expectFieldRefused(
      await post(
        '/referrals',
        { referral: { referred_to_id: 3, description: NUL } },
        member.headers,
      ),
      'description',
      'Description',
    );
    const form = multipart([{ name: 'user[fullname]', value: `Ravi${NUL}` }]);
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      payload: form.payload,
      headers: { ...member.headers, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/contains characters that are not allowed$/);
  });

  it('are refused in a query string, and tabs and line breaks are still fine', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ to: ['To contains characters that are not allowed'] });
    const multiLine = await post(
      '/referrals',
      { referral: { referred_to_id: 3, description: 'Line one\n\tLine two\r\n' } },
      member.headers,
    );
    expect(multiLine.statusCode, multiLine.body).toBe(201);
  });
});

describe('dates out of range', () => {
  const session = (date: unknown) => ({
    online_session: {
      instructor: 'Asha',
      topic: 'Range',
      link: 'https://meet.example.com/r',
      mode: 'online',
      date,
    },
  });
  const meeting = (scheduled_at: unknown) => ({
    meeting: {
      title: 'Range',
      link: 'https://meet.example.com/r',
      description: 'Out of range',
      scheduled_at,
    },
  });
  const OUT_OF_RANGE = [
    8_640_000_000_000_001,
    -8_640_000_000_000_001,
    8.64e15,
    '+275760-09-13T00:00:00.000Z',
    '+010000-01-01T00:00:00.000Z',
    -1,
  ];

  it('get a 422 for sessions and meetings, never a 500', async () => {
    for (const value of OUT_OF_RANGE) {
      const s = await post('/online_sessions', session(value), admin.headers);
      expect(s.statusCode, `${value}: ${s.body}`).toBe(422);
      expect(s.json().errors).toEqual({ date: ['Date must be between 1970 and 9999'] });
      const m = await post('/meetings', meeting(value), admin.headers);
      expect(m.statusCode, `${value}: ${m.body}`).toBe(422);
      expect(m.json().errors).toEqual({
        scheduled_at: ['Scheduled at must be between 1970 and 9999'],
      });
    }
  });

  it('still takes the last moment of 9999', async () => {
    const res = await post('/online_sessions', session('9999-12-31T23:59:59.999Z'), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('parallel sign-ups with one email', () => {
  it('give one 201 and a 422 "Email has already been taken" to each of the others', async () => {
    const user = {
      email: 'twice@example.com',
      password: 'demo1234',
      password_confirmation: 'demo1234',
      fullname: 'Twice Over',
      phone_number: '9876543210',
      company_name: 'Twice Co',
      industry: 'Retail',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/users', { user })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json()).toEqual({
        message: 'Email has already been taken',
        errors: { email: ['Email has already been taken'] },
      });
    }
  });
});

describe('an empty password', () => {
  it('costs the same work for a known account as for an unknown one', async () => {
    const work = async (email: string) => {
      scrypt.calls = 0;
      const res = await post('/login', { email, password: '' });
      expect(res.statusCode).toBe(401);
      return scrypt.calls;
    };
    const known = await work('member@example.com');
    const unknown = await work('nobody-here@example.com');
    expect(unknown).toBe(1);
    expect(known).toBe(unknown);
  });
});
