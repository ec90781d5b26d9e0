import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/open-database';
import { buildServer, type BuildServerOptions } from '../src/server';
import { RELAXED_RATE_LIMITS } from '../src/lib/rate-limits';

/** PGlite's first open plus seeding (scrypt for every demo user) takes a few seconds. */
export const BOOT_TIMEOUT = 60_000;
export const START = Date.parse('2026-03-10T06:00:00.000Z');

/**
 * An empty database with the schema, as a data folder made once and kept in the temporary folder
 * under a name from everything that shapes it (schema, how it is opened, PGlite's version): initdb
 * alone costs a PGlite open seconds, while opening a copy of its result costs about one.
 */
let template: Promise<string> | undefined;
function templateDir(): Promise<string> {
  template ??= (async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // Its package.json is not among its exports; it sits one folder above the entry point.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const key = createHash('sha256');
    for (const file of ['../src/db/schema.ts', '../src/db/open-database.ts']) {
      key.update(readFileSync(path.join(here, file)));
    }
    key.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
    const dir = path.join(tmpdir(), `demo-api-test-pgdata-${key.digest('hex').slice(0, 16)}`);
    if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    // Built aside and renamed into place, so a test file in another worker never copies half a
    // folder; if that worker got there first, the rename fails and its folder is used.
    const building = await mkdtemp(`${dir}.building-`);
    try {
      const db = await openDatabase(building);
      await db.close();
      await rename(building, dir);
    } catch (error) {
      await rm(building, { recursive: true, force: true });
      if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
    }
    return dir;
  })();
  return template;
}

/**
 * A throwaway data folder of its own for one server: a copy of the template, so the server opens
 * an existing empty database (as a restart of the demo does) instead of running initdb.
 */
export async function freshDataDir(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const source = await templateDir();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'demo-api-test-'));
  // About 1,000 small files: the synchronous copy takes half the time of the promise one.
  cpSync(source, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

export interface BuiltServer {
  app: FastifyInstance;
  /** Closes the server, then deletes its data folder (the app's own onClose would run too early). */
  close: () => Promise<void>;
}

/** buildServer on a fresh data folder; `close()` instead of `app.close()` also removes it. */
export async function buildTestServer(
  options: Omit<BuildServerOptions, 'dataDir'>,
): Promise<BuiltServer> {
  const { dataDir, remove } = await freshDataDir();
  let app: FastifyInstance;
  try {
    app = await buildServer({ ...options, dataDir });
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    app,
    close: async () => {
      await app.close();
      await remove();
    },
  };
}

export interface TestServer extends BuiltServer {
  /** Moves the injected clock, e.g. past a code's expiry. */
  advance: (ms: number) => void;
}

export async function startServer(staticDir?: string): Promise<TestServer> {
  let clock = START;
  const server = await buildTestServer({
    seed: true,
    now: () => clock,
    devOutbox: true,
    rateLimits: RELAXED_RATE_LIMITS,
    ...(staticDir ? { staticDir } : {}),
  });
  return { ...server, advance: (ms) => (clock += ms) };
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
