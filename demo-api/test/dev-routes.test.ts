// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOT_TIMEOUT, buildTestServer, type BuiltServer } from './helpers';

/**
 * The development routes (the mail outbox with reset codes, the fault switch) exist only when
 * switched on and the server listens on this machine, and they refuse anything proxied.
 */
const servers: Record<string, FastifyInstance> = {};
const built: BuiltServer[] = [];
beforeAll(async () => {
  const build = async (extra: Record<string, unknown>) => {
    const server = await buildTestServer({ seed: false, ...extra });
    built.push(server);
    return server.app;
  };
  [servers.on, servers.off, servers.exposed] = await Promise.all([
    build({ devOutbox: true, faults: true }),
    build({}),
    build({ devOutbox: true, faults: true, host: '0.0.0.0' }),
  ]);
}, BOOT_TIMEOUT);
afterAll(() => Promise.all(built.map((server) => server.close())));

const DEV_ROUTES = ['/api/dev/outbox', '/api/dev/faults'];
const PROXIED: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'for=203.0.113.9' },
  { 'x-real-ip': '203.0.113.5' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'https' },
  { via: '1.1 proxy.example' },
];
/** Names another site can point at 127.0.0.1 (DNS rebinding); only loopback names are let in. */
const FOREIGN_HOSTS = ['evil.example', 'attacker.example:5599', '127.0.0.1.evil.example'];
const LOOPBACK_HOSTS = ['127.0.0.1:5599', 'localhost', 'LOCALHOST:80', '[::1]:5599'];
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });

describe('development routes', () => {
  it('answer this machine when switched on and listening on a loopback address', async () => {
    for (const url of DEV_ROUTES) expect((await get(servers.on!, url)).statusCode).toBe(200);
  });

  it('do not exist without their switch', async () => {
    for (const url of DEV_ROUTES) expect((await get(servers.off!, url)).statusCode).toBe(404);
  });

  it('do not exist on a server listening beyond this machine, switch or not', async () => {
    for (const url of DEV_ROUTES) {
      expect((await get(servers.exposed!, url)).statusCode).toBe(404);
    }
  });

  it('refuse a request that came through a proxy, however local it looks', async () => {
    for (const url of DEV_ROUTES) {
      for (const headers of PROXIED) {
        const res = await get(servers.on!, url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Development routes refuse proxied requests');
      }
    }
  });

  it('refuse a Host that is not a loopback name, and answer one that is', async () => {
    for (const url of DEV_ROUTES) {
      for (const host of FOREIGN_HOSTS) {
        const res = await get(servers.on!, url, { host });
        expect(res.statusCode, `${url} Host: ${host}`).toBe(403);
        expect(res.json().message).toBe('Development routes answer only a loopback Host');
      }
      for (const host of LOOPBACK_HOSTS) {
        expect((await get(servers.on!, url, { host })).statusCode, `Host: ${host}`).toBe(200);
      }
    }
  });

  it('install no fault for a foreign Host', async () => {
    const install = await servers.on!.inject({
      method: 'POST',
      url: '/api/dev/faults',
      headers: { host: 'attacker.example:5599' },
      remoteAddress: '127.0.0.1',
      payload: { path: '/api/v1/online_sessions', mode: 'status', status: 500 },
    });
    expect(install.statusCode).toBe(403);
    expect((await get(servers.on!, '/api/dev/faults')).json()).toEqual({ data: [] });
  });

  it('do not exist in production, switch or not', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const production = await buildTestServer({
      seed: false,
      devOutbox: true,
      faults: true,
    }).finally(() => vi.unstubAllEnvs());
    try {
      for (const url of DEV_ROUTES) expect((await get(production.app, url)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('refuse another machine', async () => {
    const res = await servers.on!.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.0.2.10',
    });
    expect(res.statusCode).toBe(404);
  });
});

/** Real sockets: what the server listens on is known only once it listens. */
describe('development routes on a listening server', () => {
  const listening: BuiltServer[] = [];
  afterEach(async () => {
    await Promise.all(listening.splice(0).map((server) => server.close()));
  });
  async function listen(host: string): Promise<string> {
    const server = await buildTestServer({ seed: false, devOutbox: true });
    listening.push(server);
    const { app } = server;
    await app.listen({ host, port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  it('answer on a loopback listen, and refuse proxied requests there', async () => {
    const base = await listen('127.0.0.1');
    expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(200);
    for (const headers of PROXIED) {
      const res = await fetch(`${base}/api/dev/outbox`, { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Development routes refuse proxied requests' });
    }
  });

  it('are absent when the server listens on every address, even to a caller on this machine', async () => {
    // Built for the default (loopback) host, then listening wider than it said.
    const base = await listen('0.0.0.0');
    const res = await fetch(`${base}/api/dev/outbox`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
