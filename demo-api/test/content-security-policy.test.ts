// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyHeaderFor } from '../src/content-security-policy';
import { BOOT_TIMEOUT, buildTestServer, type BuiltServer } from './helpers';

// As the build writes it (scripts/content-security-policy.ts), with an API origin set.
const POLICY =
  "default-src 'self'; script-src 'self'; connect-src 'self' https://api.example.org; object-src 'none'";
const page = (body: string) =>
  `<!doctype html><head><meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${POLICY}" /></head>${body}`;
const HEADER = `${POLICY}; frame-ancestors 'none'`;

const INDEX = page('<div id="root"></div>');

let dir: string;
let server: BuiltServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-api-csp-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'login.html'), page('<div id="root"><main>Log in</main></div>'));
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log("app");');
  server = await buildTestServer({ seed: false, staticDir: dir });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('Content-Security-Policy header', () => {
  it("sends the build's policy with frame-ancestors 'none' on every page", async () => {
    for (const url of ['/', '/index.html', '/login', '/dashboard', '/users/other?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(HEADER);
    }
  });

  it('sends it on the service worker, whose fetches only its own header governs', async () => {
    const res = await get('/sw.js');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-security-policy']).toBe(HEADER);
  });

  it('leaves it off scripts and API answers, where it would mean nothing', async () => {
    expect((await get('/assets/app-abc123.js')).headers['content-security-policy']).toBeUndefined();
    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('follows a new deploy of index.html without a restart', async () => {
    const next = "default-src 'self'; script-src 'self'";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<meta http-equiv="Content-Security-Policy" content="${next}" /><div id="root"></div>`,
    );
    try {
      expect((await get('/dashboard')).headers['content-security-policy']).toBe(
        `${next}; frame-ancestors 'none'`,
      );
    } finally {
      // The other tests expect the first deploy, whichever order they run in.
      writeFileSync(path.join(dir, 'index.html'), INDEX);
    }
  });
});

describe('policyHeaderFor', () => {
  it('reads a meta whose quotes were written as entities', () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="script-src &#39;self&#39;">`;
    expect(policyHeaderFor(html)).toBe("script-src 'self'; frame-ancestors 'none'");
  });

  it('still forbids framing when the page has no policy of its own', () => {
    expect(policyHeaderFor('<!doctype html><title>Nothing deployed</title>')).toBe(
      "frame-ancestors 'none'",
    );
  });
});
