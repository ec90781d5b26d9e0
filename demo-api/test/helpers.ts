import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';

/** PGlite's first open plus seeding (scrypt for every demo user) takes a few seconds. */
export const BOOT_TIMEOUT = 60_000;
export const START = Date.parse('2026-03-10T06:00:00.000Z');

export interface TestServer {
  app: FastifyInstance;
  /** Moves the injected clock, e.g. past a code's expiry. */
  advance: (ms: number) => void;
}

export async function startServer(staticDir?: string): Promise<TestServer> {
  let clock = START;
  const app = await buildServer({
    dataDir: 'memory://',
    seed: true,
    now: () => clock,
    devOutbox: true,
    rateLimits: RELAXED_RATE_LIMITS,
    ...(staticDir ? { staticDir } : {}),
  });
  return { app, advance: (ms) => (clock += ms) };
}

export async function login(app: FastifyInstance, email: string, password = 'demo1234') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  const body = res.json<{ token: string; user: { id: number } }>();
  return {
    token: body.token,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

export interface MultipartField {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** Hand-built multipart body: inject() has no form-data encoder of its own. */
export function multipart(fields: MultipartField[]) {
  const boundary = '----demo-api-test-boundary';
  const chunks: Buffer[] = [];
  for (const field of fields) {
    const disposition = field.filename
      ? `form-data; name="${field.name}"; filename="${field.filename}"`
      : `form-data; name="${field.name}"`;
    const type = field.filename
      ? `\r\nContent-Type: ${field.contentType ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof field.value === 'string' ? Buffer.from(field.value) : field.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Smallest valid PNG (1x1 transparent pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
