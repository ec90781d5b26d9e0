// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, login, startServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, BOOT_TIMEOUT);
afterAll(() => server.close());

/** The app sends a JSON content type on every call, body or not. */
const logout = (headers: Record<string, string>) =>
  server.app.inject({
    method: 'DELETE',
    url: '/api/v1/logout',
    headers: { 'content-type': 'application/json', ...headers },
  });

const sessionsWith = (headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/api/v1/online_sessions', headers });

describe('DELETE /api/v1/logout', () => {
  it('ends the sign-in it is sent with, and no other sign-in of the member', async () => {
    const phone = await login(server.app, 'member@example.com');
    const laptop = await login(server.app, 'member@example.com');

    const res = await logout(phone.headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await sessionsWith(phone.headers)).statusCode).toBe(401);
    expect((await sessionsWith(laptop.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown one, and when repeated', async () => {
    const { headers } = await login(server.app, 'member@example.com');
    expect((await logout(headers)).statusCode).toBe(204);
    for (const sent of [{}, { authorization: 'Bearer not-a-real-token' }, headers]) {
      const res = await logout(sent);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('ends each sign-in even when two devices reuse one Idempotency-Key', async () => {
    // Idempotency keys are kept per member: without the route's own rule, the second device
    // would get the first one's 204 replayed and stay signed in.
    const phone = await login(server.app, 'admin@example.com');
    const laptop = await login(server.app, 'admin@example.com');
    const key = { 'idempotency-key': 'logout-key-1' };

    expect((await logout({ ...phone.headers, ...key })).statusCode).toBe(204);
    const second = await logout({ ...laptop.headers, ...key });
    expect(second.statusCode).toBe(204);
    expect(second.headers['idempotent-replayed']).toBeUndefined();

    expect((await sessionsWith(phone.headers)).statusCode).toBe(401);
    expect((await sessionsWith(laptop.headers)).statusCode).toBe(401);
  });

  // Last: it moves the server's clock for good.
  it('answers 401 to a token that has expired', async () => {
    const { headers } = await login(server.app, 'member@example.com');
    server.advance(31 * 24 * 60 * 60 * 1000);
    expect((await logout(headers)).statusCode).toBe(401);
  });
});
