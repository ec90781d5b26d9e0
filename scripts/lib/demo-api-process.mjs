// Starts the demo API for a bench in its own process group, serving a build folder, and stops it
// again: npx starts the server as a child, and both must stop at the end.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { demoApiReady } from './demo-api-ready.mjs';

/**
 * The demo API on `port` with a fresh database in memory, serving `staticDir` (a build folder,
 * relative to the repository or absolute). Resolves once it answers.
 */
export async function startDemoApi(port, staticDir = 'dist', env = {}) {
  const server = spawn('npx', ['tsx', 'demo-api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      STATIC_DIR: staticDir,
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await demoApiReady(`http://127.0.0.1:${port}`);
  } catch (error) {
    process.kill(-server.pid, 'SIGTERM');
    throw error;
  }
  return server;
}

/** True once nothing accepts connections on the port (the bench's API has really stopped). */
export async function portFreed(port, timeoutMs = 10_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!open) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Stops the whole group (npx, tsx and the node running the server); true once the port is free. */
export async function stopDemoApi(server, port) {
  process.kill(-server.pid, 'SIGTERM');
  return portFreed(port);
}
