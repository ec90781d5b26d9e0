import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

/**
 * The development routes (the mail outbox, the fault switch) hand over accounts or break the
 * server, so they need three things at once: their own switch, a server listening only on this
 * machine, and a request that did not come through a proxy (behind a reverse proxy on the same
 * host every caller looks local, so the caller's address alone proves nothing).
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const LOOPBACK_CALLERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(
    host
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, ''),
  );
}

/** Whether the development routes may exist at all: switched on, local listen, not production. */
export function devRoutesAllowed(switchedOn: boolean | undefined, host: string): boolean {
  return switchedOn === true && isLoopbackHost(host) && process.env.NODE_ENV !== 'production';
}

/** Throws unless the caller is this machine itself, reached directly (no proxy in between). */
export function assertThisMachine(request: FastifyRequest): void {
  const proxied =
    request.headers.forwarded !== undefined || request.headers['x-forwarded-for'] !== undefined;
  if (proxied) throw new HttpError(403, 'Development routes refuse proxied requests');
  if (!LOOPBACK_CALLERS.has(request.socket.remoteAddress ?? '')) {
    throw new HttpError(404, 'Not found');
  }
}
