import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers';

/**
 * Two releases of the app, built for real from this working tree by scripts/build-variant.mjs:
 * A (the source as it is), and B with one source module changed (src/main.tsx also writes
 * <html data-build="B">). B's worker differs from A's through its precache manifest, as it does
 * after any deploy that changes the app. A demo API of its own serves whichever release the
 * `site` symlink points at, so the test can deploy B under an open page. The second build of
 * the same source, which must come out byte for byte like A, is the one every other test runs:
 * `npm run build`'s dist/ (or E2E_DIST), made by another process from the same source.
 */
interface Builds {
  dir: string;
  a: string;
  b: string;
  site: string;
  origin: string;
  server: ChildProcess;
}
let builds: Builds | undefined;

const B_LABEL = 'B';
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DIST = resolve(REPO, process.env.E2E_DIST ?? 'dist');

// One worker runs both tests, in order, on the one set of builds and server beforeAll makes.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), 'member-portal-update-'));
  const [a, b, site, nothing] = ['a', 'b', 'site', 'nothing'].map((name) => join(dir, name)) as [
    string,
    string,
    string,
    string,
  ];
  // Separate processes, sharing nothing but the source.
  const made = Promise.all([buildVariant(a), buildVariant(b, B_LABEL)]);
  made.catch(() => undefined); // awaited below; a failure must not go unhandled until then
  // The server starts meanwhile; it serves a site only if STATIC_DIR holds an index.html then.
  await mkdir(nothing);
  await writeFile(join(nothing, 'index.html'), '<!doctype html><title>Nothing deployed</title>');
  await symlink(nothing, site);
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'demo-api/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: site,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  builds = { dir, a, b, site, origin: `http://127.0.0.1:${port}`, server };
  await Promise.all([made, waitUntilServing(builds.origin, server)]);
  await deploy(site, a);
});

test.afterAll(async () => {
  if (!builds) return;
  const { server, dir } = builds;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const stuck = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(stuck);
  }
  await rm(dir, { recursive: true, force: true });
});

function built(): Builds {
  if (!builds) throw new Error('the builds were not made');
  return builds;
}

test('the precache revisions change only for the files that changed, and a rebuild changes none', async () => {
  const { a, b } = built();
  const again = DIST;
  const [manifestA, manifestAgain, manifestB] = await Promise.all([
    readManifest(a),
    readManifest(again),
    readManifest(b),
  ]);

  // Every file the app shell needs offline is precached, so none can change unnoticed.
  const shellFiles = (await filesOf(a)).filter((file) => /\.(js|css|html)$/.test(file));
  expect(shellFiles.filter((file) => file !== 'sw.js').sort()).toEqual(
    manifestA
      .map((entry) => entry.url)
      .filter((url) => /\.(js|css|html)$/.test(url))
      .sort(),
  );

  // The same source builds to the same bytes and the same manifest, worker included. (The build
  // in dist/ must be of this source: `npm run build` first, as for every test here.)
  const rebuilt = `${again}, built again from the same source`;
  expect(manifestAgain, rebuilt).toEqual(manifestA);
  expect(await readFile(join(again, 'sw.js')), rebuilt).toEqual(await readFile(join(a, 'sw.js')));
  for (const { url } of manifestA) {
    expect(await readFile(join(again, url)), `${url} in ${rebuilt}`).toEqual(
      await readFile(join(a, url)),
    );
  }

  // One changed module: entries with the same bytes keep url and revision; changed bytes never
  // keep both (a browser would keep serving the old file from its precache).
  const bytesA = await bytesByUrl(a, manifestA);
  const bytesB = await bytesByUrl(b, manifestB);
  const revisionA = new Map(manifestA.map((entry) => [entry.url, entry.revision]));
  const kept: string[] = [];
  const changed: string[] = [];
  for (const { url, revision } of manifestB) {
    const before = bytesA.get(url);
    if (before === undefined) {
      // A new url must be new content, not an old file renamed for nothing.
      const same = manifestA.filter((old) => bytesA.get(old.url) === bytesB.get(url));
      expect(
        same.map((old) => old.url),
        `${url} has the bytes of`,
      ).toEqual([]);
      changed.push(url);
    } else if (before === bytesB.get(url)) {
      expect(revision, `${url} is unchanged`).toBe(revisionA.get(url));
      kept.push(url);
    } else {
      expect(revision, `${url} changed`).not.toBeNull();
      expect(revision, `${url} changed`).not.toBe(revisionA.get(url));
      changed.push(url);
    }
  }
  // Not vacuous: the page and its entry chunk changed; icons, styles and chunks that do not
  // depend on the entry did not.
  expect(changed).toEqual(expect.arrayContaining(['index.html', (await entryChunk(b)).slice(1)]));
  expect(kept).toEqual(
    expect.arrayContaining([
      'manifest.webmanifest',
      'icons/icon-192.png',
      (await entryCss(a)).slice(1),
    ]),
  );
  expect(kept.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(await readFile(join(b, 'sw.js'), 'utf8')).not.toBe(
    await readFile(join(a, 'sw.js'), 'utf8'),
  );
});

test('after a deploy the update prompt appears, and Reload switches to the new version once', async ({
  page,
  context,
}) => {
  const { a, b, site, origin } = built();
  const entryA = await entryChunk(a);
  const entryB = await entryChunk(b);
  expect(entryB).not.toBe(entryA);
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await watchStart(page);

  await page.goto(`${origin}/login`);
  await waitForServiceWorker(page);
  expect(await running(page)).toEqual({ entry: entryA, build: null });
  // Nothing new on the server: an update check finds nothing and nobody is asked (the prompt
  // is for a waiting worker, and none is waiting or on its way).
  expect(await checkForUpdate(page)).toBe(false);
  expect(await workers(page)).toEqual({ waiting: false, installing: false, controlled: true });
  await expect(prompt).toHaveCount(0);

  await deploy(site, b);
  // The member comes back to the app: the browser checks the worker on navigation.
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // Until the member accepts, the old version keeps running and the new worker waits.
  expect(await running(page)).toEqual({ entry: entryA, build: null });
  expect(await workers(page)).toMatchObject({ waiting: true, controlled: true });
  expect(await precached(page, [entryA, entryB])).toEqual([true, true]);

  let loads = 0;
  let navigations = 0;
  page.on('load', () => (loads += 1));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-build', B_LABEL);
  expect(await running(page)).toEqual({ entry: entryB, build: B_LABEL });
  // The new worker is active and controls the page: its activation dropped A's files.
  expect(await workers(page)).toEqual({ waiting: false, installing: false, controlled: true });
  expect(await precached(page, [entryA, entryB])).toEqual([false, true]);
  // A second reload could only come from the new page's start (its worker's events, a missing
  // route's code), which ends once the app's worker registration has settled; a reload asked for
  // by then has begun a navigation, and the page has seen it.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as StartWatch).e2eStart.registered);
  expect(await page.evaluate(() => (window as unknown as StartWatch).e2eStart)).toEqual({
    registered: true,
    seesNavigations: true,
    leaving: [],
  });
  expect({ loads, navigations }).toEqual({ loads: 1, navigations: 1 });
  await expect(prompt).toHaveCount(0);

  // The new worker serves the new version offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-build', B_LABEL);
  expect(await running(page)).toEqual({ entry: entryB, build: B_LABEL });
  await context.setOffline(false);
});

// ---- helpers ----

interface StartWatch {
  e2eStart: { registered: boolean; seesNavigations: boolean; leaving: string[] };
}

interface NavigateEvent extends Event {
  navigationType: string;
  destination: { url: string; sameDocument: boolean };
}

/**
 * On every document of the page: whether the app's worker registration has settled, and each
 * navigation to another document the page has begun (the Navigation API's `navigate` event
 * fires the moment `location.reload()` or a link asks for one, before the next document arrives;
 * the router's own history changes stay in the document and are not counted).
 */
async function watchStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    const watch: StartWatch['e2eStart'] = {
      registered: false,
      seesNavigations: navigation !== undefined,
      leaving: [],
    };
    (window as unknown as StartWatch).e2eStart = watch;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (
      this: ServiceWorkerContainer,
      ...args: Parameters<ServiceWorkerContainer['register']>
    ) {
      const registered = register.apply(this, args);
      const settled = () => (watch.registered = true);
      registered.then(settled, settled);
      return registered;
    };
    navigation?.addEventListener('navigate', (event) => {
      const { navigationType, destination } = event as NavigateEvent;
      if (!destination.sameDocument) watch.leaving.push(`${navigationType} ${destination.url}`);
    });
  });
}

interface ManifestEntry {
  url: string;
  revision: string | null;
}

function buildVariant(outDir: string, label?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/build-variant.mjs', outDir, ...(label ? [label] : [])],
      { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${outDir} failed (${code}):\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(origin: string, server: ChildProcess): Promise<void> {
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the demo API exited:\n${errors}`);
    try {
      // Any answer counts: an unauthenticated list call answers 401 once the database is open.
      await fetch(`${origin}/api/v1/online_sessions`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the demo API did not answer at ${origin}:\n${errors}`);
}

/** Points the served folder at another build in one step, as an atomic deploy does. */
async function deploy(site: string, build: string): Promise<void> {
  const next = `${site}.next`;
  await symlink(build, next);
  await rename(next, site);
}

async function filesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The precache manifest vite-plugin-pwa injected into a build's sw.js. */
async function readManifest(root: string): Promise<ManifestEntry[]> {
  const worker = await readFile(join(root, 'sw.js'), 'utf8');
  const found = worker.match(/\[\{"revision":.*?\}\]/gs) ?? [];
  expect(found, `one precache manifest in ${root}/sw.js`).toHaveLength(1);
  return JSON.parse(found[0] as string) as ManifestEntry[];
}

async function bytesByUrl(root: string, manifest: ManifestEntry[]): Promise<Map<string, string>> {
  const bytes = new Map<string, string>();
  for (const { url } of manifest)
    bytes.set(url, (await readFile(join(root, url))).toString('base64'));
  return bytes;
}

async function entryChunk(root: string): Promise<string> {
  return matchIn(root, /<script type="module" crossorigin src="([^"]+)"/);
}

async function entryCss(root: string): Promise<string> {
  return matchIn(root, /<link rel="stylesheet" crossorigin href="([^"]+)"/);
}

async function matchIn(root: string, pattern: RegExp): Promise<string> {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const match = pattern.exec(html)?.[1];
  if (!match) throw new Error(`${pattern} not found in ${root}/index.html`);
  return match;
}

/** Which release the page runs: its entry script and the label only B's code writes. */
function running(page: Page) {
  return page.evaluate(() => ({
    entry: document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null,
    build: document.documentElement.dataset.build ?? null,
  }));
}

function checkForUpdate(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('no service worker registration');
    await registration.update();
    return registration.installing !== null || registration.waiting !== null;
  });
}

function workers(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting != null,
      installing: registration?.installing != null,
      controlled: navigator.serviceWorker.controller?.state === 'activated',
    };
  });
}

/** Whether each path is in Workbox's precache (hashed assets are stored under their own URL). */
function precached(page: Page, paths: string[]) {
  return page.evaluate(async (wanted) => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) throw new Error('no precache');
    const cache = await caches.open(name);
    return Promise.all(wanted.map(async (path) => (await cache.match(path)) !== undefined));
  }, paths);
}
