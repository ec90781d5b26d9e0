// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { BOOT_TIMEOUT, startServer } from './helpers';

const INDEX = '<!doctype html><title>Portal</title><div id="root"></div>';
const LOGIN = '<!doctype html><title>Log in</title><div id="root"><main>Log in</main></div>';
const SIGN_UP = '<!doctype html><title>Register</title><div id="root"><main>Register</main></div>';
const APP_JS = 'console.log("app");'.repeat(50);
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-api-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'login.html'), LOGIN);
  mkdirSync(path.join(dir, 'users'));
  writeFileSync(path.join(dir, 'users/sign_up.html'), SIGN_UP);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Portal"}');
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(APP_JS));
  server = await startServer(dir);
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('static site', () => {
  it('serves hashed assets pre-compressed and immutable', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('makes the service worker, manifest and index revalidate', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/', '/index.html']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a prerendered route with its page, query string or not', async () => {
    for (const [url, page] of [
      ['/login', LOGIN],
      ['/users/sign_up', SIGN_UP],
      ['/users/sign_up?ref=mail', SIGN_UP],
    ] as const) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves a file outside the site for a crafted route', async () => {
    for (const url of ['/../package', '/users/..%2F..%2Fpackage', '/login.html/..']) {
      const res = await get(url, { accept: 'text/html' });
      if (res.statusCode === 200) expect(res.body, url).toBe(INDEX);
    }
  });

  it('falls back to index.html for app routes, with security headers', async () => {
    for (const url of ['/dashboard', '/reset-password?email=a%40b.c', '/users/other']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('does not fall back for missing files or non-HTML requests', async () => {
    expect((await get('/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/dashboard', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('answers unknown /api routes with JSON 404, never HTML', async () => {
    for (const url of ['/api/unknown', '/api/v1/nope', '/api']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
    const post = await server.app.inject({ method: 'POST', url: '/api/v1/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found' });
  });
});
