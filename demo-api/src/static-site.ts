import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sitePolicyHeader } from './content-security-policy';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Only Vite's content-hashed output under /assets/ may be cached forever; the rest revalidates. */
export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

export function hasStaticSite(staticDir: string | undefined): staticDir is string {
  return (
    staticDir !== undefined &&
    existsSync(staticDir) &&
    statSync(staticDir).isDirectory() &&
    existsSync(path.join(staticDir, 'index.html'))
  );
}

export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  sendPolicyHeader(app, sitePolicyHeader(root));
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    // The build writes .br and .gz next to each file; serve them when the browser accepts them.
    preCompressed: true,
    // `send` would add its own max-age; setHeaders decides instead.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(root, filePath));
    },
  });
}

/**
 * The Content-Security-Policy header on what it governs: pages (every HTML answer, prerendered
 * or the shell) and the service worker, whose own fetches follow its script's header, never a
 * page's meta. Scripts, styles and images ignore the header, so they go without. Added before the
 * static routes so that they, and the not-found handler's pages, get it.
 */
function sendPolicyHeader(app: FastifyInstance, policy: () => string) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const pathname = request.url.split('?')[0];
    if (type.startsWith('text/html') || pathname === '/sw.js') {
      reply.header('content-security-policy', policy());
    }
    return payload;
  });
}

const API_PATH = /^\/api(\/|$)/;

/** A browser navigation to an app route: not an API call, no file extension, wants HTML. */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (API_PATH.test(pathname) || pathname.startsWith('/uploads/')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  if (lastSegment.includes('.')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const ROUTE_PATH = /^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

/**
 * The build prerenders some screens (scripts/prerender.mjs): /login is login.html and
 * /users/sign_up is users/sign_up.html, as most static hosts serve them. Anything else, and any
 * route without such a file, gets the app shell, index.html.
 */
export function pageFileFor(staticDir: string | undefined, url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  if (!staticDir || !ROUTE_PATH.test(pathname)) return 'index.html';
  const file = `${pathname.slice(1)}.html`;
  return existsSync(path.join(staticDir, file)) ? file : 'index.html';
}

/**
 * 404s: /api/* always answers JSON (never the app shell, or the client would try to parse HTML);
 * app routes such as /dashboard get their prerendered page or index.html, so deep links and
 * reloads work.
 */
export function notFoundHandler(staticDir: string | undefined) {
  const withSite = hasStaticSite(staticDir);
  // Deliberately not async and returning nothing: sendFile streams on its own, and returning the
  // reply would make Fastify await it (one more listener on the response per navigation).
  return (request: FastifyRequest, reply: FastifyReply): void => {
    if (withSite && isSpaNavigation(request)) {
      reply.code(200).sendFile(pageFileFor(staticDir, request.url));
      return;
    }
    reply.code(404).send({ message: 'Not found' });
  };
}
