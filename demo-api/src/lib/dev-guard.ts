import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

/**
 * The development routes (the mail outbox, the fault switch) hand over accounts or break the
 * server, so they need three things at once: their own switch, a server listening only on this
 * machine, and a request that did not come through a proxy (behind a reverse proxy on the same
 * host every caller looks local, so the caller's address alone proves nothing).
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost']);
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

/**
 * Whether the server, right now, listens on this machine only. Registration already needs a
 * loopback `host` option, but nothing stops a caller from listening elsewhere than it said (say
 * `0.0.0.0`), so every request checks the real sockets too. Not listening at all (inject): true.
 */
function listensOnlyHere(request: FastifyRequest): boolean {
  // A string is a socket path or pipe: no caller address to check there, so no.
  return request.server
    .addresses()
    .every((bound) => typeof bound !== 'string' && isLoopbackHost(bound.address));
}

/** Headers a proxy adds: any one of them means the caller is not this machine itself. */
const PROXY_HEADERS = ['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'true-client-ip'];
const isProxyHeader = (name: string) =>
  PROXY_HEADERS.includes(name) || name.startsWith('x-forwarded-');

/**
 * The Host the request was sent to, with its port. A page on another site can point its own
 * name at 127.0.0.1 (DNS rebinding) and call this server from the member's browser; that name,
 * not a loopback one, is then in Host.
 */
function sentToLoopback(host: string | undefined): boolean {
  const match = /^(\[[^\]]*\]|[^:]+)(?::\d{1,5})?$/.exec(host ?? '');
  return match !== null && isLoopbackHost(match[1]!);
}

/**
 * Throws unless the server listens on this machine only, and the caller is this machine itself,
 * reached directly (no proxy in between) by a loopback name.
 */
export function assertThisMachine(request: FastifyRequest): void {
  if (!listensOnlyHere(request)) throw new HttpError(404, 'Not found');
  if (Object.keys(request.headers).some(isProxyHeader)) {
    throw new HttpError(403, 'Development routes refuse proxied requests');
  }
  if (!sentToLoopback(request.headers.host)) {
    throw new HttpError(403, 'Development routes answer only a loopback Host');
  }
  if (!LOOPBACK_CALLERS.has(request.socket.remoteAddress ?? '')) {
    throw new HttpError(404, 'Not found');
  }
}
