// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server';
import { BOOT_TIMEOUT } from './helpers';

/**
 * The development routes (the mail outbox with reset codes, the fault switch) exist only when
 * switched on and the server listens on this machine, and they refuse anything proxied.
 */
const servers: Record<string, FastifyInstance> = {};
beforeAll(async () => {
  const build = (extra: Record<string, unknown>) =>
    buildServer({ dataDir: 'memory://', seed: false, ...extra });
  [servers.on, servers.off, servers.exposed] = await Promise.all([
    build({ devOutbox: true, faults: true }),
    build({}),
    build({ devOutbox: true, faults: true, host: '0.0.0.0' }),
  ]);
}, BOOT_TIMEOUT);
afterAll(() => Promise.all(Object.values(servers).map((app) => app.close())));

const DEV_ROUTES = ['/api/dev/outbox', '/api/dev/faults'];
const PROXIED: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'for=203.0.113.9' },
];
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

  it('refuse another machine', async () => {
    const res = await servers.on!.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.0.2.10',
    });
    expect(res.statusCode).toBe(404);
  });
});
