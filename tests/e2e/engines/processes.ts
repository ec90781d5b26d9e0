import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));

export function freePort(): Promise<number> {
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

/** Asks `check` every 100 ms until it answers true; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean> | boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
      last = undefined;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface DemoApi {
  origin: string;
  stop(): Promise<void>;
}

/** The demo API with a fresh database in memory, serving `staticDir`; resolves once it answers. */
export async function startDemoApi(staticDir: string): Promise<DemoApi> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'demo-api/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: staticDir,
      // Test-only: every engine signs in from 127.0.0.1.
      DEMO_API_RATE_LIMITS: 'relaxed',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stopOnExit = () => server.kill('SIGKILL');
  process.once('exit', stopOnExit);
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(`the demo API answers at ${origin}`, 60_000, async () => {
    if (server.exitCode !== null) throw new Error(`the demo API exited:\n${errors}`);
    // Any answer counts: an unauthenticated list call answers 401 once the database is open.
    return (await fetch(`${origin}/api/v1/online_sessions`).catch(() => null)) !== null;
  });
  return {
    origin,
    stop: async () => {
      await stopChild(server);
      process.off('exit', stopOnExit);
    },
  };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const stuck = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(stuck);
}

/**
 * A second release of the app, built from this working tree by scripts/build-variant.mjs, as
 * tests/e2e/update.spec.ts builds its B: one source module differs (it writes
 * <html data-build="B">), so the worker's precache manifest differs as after any deploy.
 */
export function buildVariant(outDir: string, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build-variant.mjs', outDir, label], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${outDir} failed (${code}):\n${output}`)),
    );
  });
}
