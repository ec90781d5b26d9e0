import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, SEED_USERS } from './seed/seed-users';
import { RATE_LIMITS, RELAXED_RATE_LIMITS } from './lib/rate-limits';
import { pushOptionsFromEnv } from './push/push-env';
import { buildServer } from './server';

/**
 * TRUST_PROXY behind a reverse proxy: 'true' (trust every hop) or the proxies' addresses or
 * subnets, comma-separated. Without it the proxy's own address would be every caller's, and the
 * limits per address one shared bucket. (A number of hops is not offered: Fastify 5 trusts no
 * one for it, since a hop count cannot tell the proxy from a caller writing the header itself.)
 */
function trustProxyFromEnv(value: string | undefined): { trustProxy?: boolean | string } {
  const text = value?.trim() ?? '';
  if (text === '') return {};
  return { trustProxy: text === 'true' ? true : text };
}

// Defaults are relative to the repository root, wherever the command is started from.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromRoot = (value: string) => (value.includes('://') ? value : path.resolve(repoRoot, value));

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = fromRoot(process.env.DATA_DIR ?? 'demo-api/data');
const staticDir = fromRoot(process.env.STATIC_DIR ?? 'dist');
const relaxedLimits = process.env.DEMO_API_RATE_LIMITS === 'relaxed';
const push = pushOptionsFromEnv(process.env);

// Request logs would bury the banner below; LOG_REQUESTS=true turns them on for debugging.
const app = await buildServer({
  dataDir,
  staticDir,
  seed: true,
  logger: process.env.LOG_REQUESTS === 'true',
  // Test-only: the Playwright webServer sets it (demo-api/README.md, "Fault switch").
  faults: process.env.DEMO_API_FAULTS === 'on',
  devOutbox: process.env.DEMO_API_DEV_OUTBOX === 'on',
  // Test-only: the end-to-end tests and the benchmarks log in far more often than people do.
  rateLimits: relaxedLimits ? RELAXED_RATE_LIMITS : RATE_LIMITS,
  ...trustProxyFromEnv(process.env.TRUST_PROXY),
  // Web Push (docs/push.md): on unless PUSH=off.
  push,
  host,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  try {
    // Closes PGlite too (onClose hook), so the data folder is left consistent.
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(error);
  await app.close();
  process.exit(1);
}

const shownHost = host.includes(':') ? `[${host}]` : host;
const admin = SEED_USERS.find((u) => u.role === 'admin');
const member = SEED_USERS.find((u) => u.role === 'member');
console.log(
  [
    '',
    `  Member portal demo running at http://${shownHost}:${port}/`,
    `  Data: ${dataDir}`,
    `  App:  ${staticDir}${app.hasRoute({ method: 'GET', url: '/*' }) ? '' : ' (not built yet: run npm run build)'}`,
    '',
    '  Demo logins (password for all: ' + DEMO_PASSWORD + ')',
    `    admin:  ${admin?.email ?? 'admin@example.com'}`,
    `    member: ${member?.email ?? 'member@example.com'}`,
    '    (logins are seeded only into an empty database)',
    '',
    app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })
      ? `  Password reset codes: printed here as [outbox] lines and at http://${shownHost}:${port}/api/dev/outbox?to=<email> (DEMO_API_DEV_OUTBOX=on)`
      : '  Password reset codes: printed here as [outbox] lines (the dev outbox is off: DEMO_API_DEV_OUTBOX=on and a loopback HOST turn it on)',
    push
      ? `  Web Push: on (VAPID subject ${push.subject}${push.caFile ? `, also trusting ${push.caFile}` : ''}; PUSH=off turns it off)`
      : '  Web Push: off (PUSH=off): /api/v1/push/* answers 404',
    ...(relaxedLimits
      ? [
          '  Limits on login, password reset and writes: RELAXED (DEMO_API_RATE_LIMITS=relaxed, tests only)',
        ]
      : []),
    '',
  ].join('\n'),
);
