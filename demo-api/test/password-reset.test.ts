// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, startServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, BOOT_TIMEOUT);
afterAll(() => server.close());

const post = (url: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url, payload });

async function requestCode(email: string): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const res = await post('/api/v1/password/forgot', { email });
  expect(res.statusCode).toBe(200);
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] password reset code for /));
  const outbox = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
  const code = outbox.json().data[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

describe('password reset', () => {
  it('shows the outbox only to the machine itself', async () => {
    const remote = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.0.2.10',
    });
    expect(remote.statusCode).toBe(404);
    const local = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(local.statusCode).toBe(200);
  });

  it('does not reveal whether an email exists, and validates the email', async () => {
    const unknown = await post('/api/v1/password/forgot', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe('Password reset instructions sent to your email.');
    expect((await post('/api/v1/password/forgot', { email: 'nope' })).statusCode).toBe(422);
    expect((await post('/api/v1/password/forgot', {})).statusCode).toBe(422);
  });

  it('forgot -> outbox code -> reset -> login with the new password; old tokens revoked', async () => {
    const email = 'neha.gupta@example.com';
    const old = await login(server.app, email);
    const code = await requestCode(email);
    const reset = (otp: string, password = 'fresh-pass', confirmation = password) =>
      post('/api/v1/password/reset', { email, otp, password, password_confirmation: confirmation });

    const wrong = await reset(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Invalid or expired code');
    expect((await reset(code, 'fresh-pass', 'other-pass')).statusCode).toBe(422);
    expect((await reset(code, 'abc')).statusCode).toBe(422);

    const ok = await reset(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password reset successful. You can now login.');
    expect((await reset(code, 'another-pass')).json().message).toBe('Invalid or expired code');

    await expect(login(server.app, email, 'demo1234')).rejects.toThrow();
    await expect(login(server.app, email, 'fresh-pass')).resolves.toBeTruthy();
    const stale = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: old.headers,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('expires codes after 15 minutes', async () => {
    const email = 'kavita.iyer@example.com';
    const code = await requestCode(email);
    server.advance(16 * 60_000);
    const res = await post('/api/v1/password/reset', {
      email,
      otp: code,
      password: 'fresh-pass',
      password_confirmation: 'fresh-pass',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invalid or expired code');
  });

  const resetWith = (email: string, otp: string) =>
    post('/api/v1/password/reset', {
      email,
      otp,
      password: 'fresh-pass',
      password_confirmation: 'fresh-pass',
    });
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('counts parallel guesses one by one: of 20 at once, none past the fifth is tried, even the right one', async () => {
    const email = 'vikram.singh@example.com';
    const code = await requestCode(email);
    const guesses = [...Array.from({ length: 19 }, () => wrongOf(code)), code];
    const answers = await Promise.all(guesses.map((otp) => resetWith(email, otp)));
    expect(answers.map((res) => res.statusCode)).toEqual(guesses.map(() => 422));
    expect((await resetWith(email, code)).statusCode).toBe(422);
  });

  it('20 wrong guesses at once use up the code’s 5 tries and not one more of the email’s 10', async () => {
    const email = 'member@example.com';
    const first = await requestCode(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => resetWith(email, wrongOf(first))),
    );
    expect(answers.every((res) => res.statusCode === 422)).toBe(true);
    expect((await resetWith(email, first)).statusCode).toBe(422);
    // Exactly 5 of the email's 10 were spent: a new code has 5 left, the last one the right code.
    const second = await requestCode(email);
    for (let i = 0; i < 4; i += 1) {
      expect((await resetWith(email, wrongOf(second))).statusCode).toBe(422);
    }
    expect((await resetWith(email, second)).statusCode).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    const email = 'priya.nair@example.com';
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) expect((await resetWith(email, first)).statusCode).toBe(422);
    expect((await resetWith(email, second)).statusCode).toBe(200);
  });

  it('a new code does not buy new guesses: tries are counted per email too', async () => {
    const email = 'arjun.reddy@example.com';
    for (let round = 0; round < 2; round += 1) {
      const code = await requestCode(email);
      for (let i = 0; i < 5; i += 1) {
        expect((await resetWith(email, wrongOf(code))).statusCode).toBe(422);
      }
    }
    const third = await requestCode(email);
    expect((await resetWith(email, third)).statusCode).toBe(422);
    // An hour later the email has its tries back.
    server.advance(61 * 60_000);
    const fourth = await requestCode(email);
    expect((await resetWith(email, fourth)).statusCode).toBe(200);
  });
});
