// Load on the demo API (npm run bench:api): signed-in members each polling their referrals every
// 5 s, loading the dashboard's lists on entry and now and then creating a referral, at 50, 200
// and 1,000 members. Each member registers and logs in once before, outside what is measured.
// Prints requests per second, p50 and p99 latency and errors per level; results in
// .bench/api-results.json. Budget: 200 members with no errors and p99 under 100 ms.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { demoApiReady } from './lib/demo-api-ready.mjs';

const PORT = 4392;
const BASE = `http://127.0.0.1:${PORT}`;
const LEVELS = [50, 200, 1000];
const SECONDS = 20;

/**
 * One member's minute: the dashboard's lists on entry, both referral lists every 5 s and one new
 * referral. autocannon repeats it on each member's connection, at the member's pace.
 */
function memberMinute(recipientId) {
  const get = (path) => ({ method: 'GET', path: `/api/v1${path}` });
  const poll = [get('/referrals'), get('/referrals/received_referrals')];
  return [
    get('/online_sessions'),
    get('/user_meetings'),
    get('/online_sessions/accepted_sessions'),
    ...Array.from({ length: 12 }, () => poll).flat(),
    {
      method: 'POST',
      path: '/api/v1/referrals',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        referral: { referred_to_id: recipientId, description: 'Load test referral' },
      }),
    },
  ];
}
const REQUESTS_PER_MEMBER_MINUTE = memberMinute(1).length;

async function post(path, body, token) {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Registers and logs in `count` members, a few at a time (each costs two scrypts). */
async function signedInMembers(count) {
  const tokens = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const n = (next += 1);
      const email = `load-${n}@example.com`;
      const user = { email, password: 'demo1234', password_confirmation: 'demo1234' };
      await post('/users', {
        user: {
          ...user,
          fullname: `Load Member ${n}`,
          phone_number: '9876543210',
          company_name: 'Load Ltd',
          industry: 'Testing',
        },
      });
      tokens.push((await post('/login', { email, password: 'demo1234' })).token);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return tokens;
}

function measure(tokens, members, recipientId) {
  let next = 0;
  // Each connection is one member: it takes a token on its first request and keeps it.
  const asMember = (request) => ({
    ...request,
    setupRequest: (req, context) => {
      context.token ??= tokens[next++ % tokens.length];
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${context.token}` } };
    },
  });
  return autocannon({
    url: BASE,
    connections: members,
    duration: SECONDS,
    // The members' own pace, not as fast as possible: one minute's requests per minute each.
    overallRate: Math.ceil((members * REQUESTS_PER_MEMBER_MINUTE) / 60),
    requests: memberMinute(recipientId).map(asMember),
  });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'demo-api/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    STATIC_DIR: '/nonexistent',
    // Test-only: a thousand members log in from this one address.
    DEMO_API_RATE_LIMITS: 'relaxed',
  },
  stdio: 'ignore',
  detached: true,
});
const results = { date: new Date().toISOString(), seconds: SECONDS, levels: [] };
try {
  await demoApiReady(BASE);
  const started = Date.now();
  const tokens = await signedInMembers(Math.max(...LEVELS));
  console.log(
    `${tokens.length} members signed in in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const recipient = await post('/login', { email: 'member@example.com', password: 'demo1234' });
  for (const members of LEVELS) {
    const run = await measure(tokens, members, recipient.user.id);
    const level = {
      members,
      requestsPerSecond: Math.round(run.requests.average),
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      errors: run.errors + run.timeouts + run.non2xx,
      requests: run.requests.total,
      statusCodes: run.statusCodeStats,
    };
    results.levels.push(level);
    console.log(
      `${members} members: ${level.requestsPerSecond} req/s, p50 ${level.p50Ms} ms, p99 ${level.p99Ms} ms, ${level.errors} errors of ${level.requests}`,
    );
  }
  const budget = results.levels.find((level) => level.members === 200);
  console.log(
    `budget (200 members, 0 errors, p99 under 100 ms): ${budget && budget.errors === 0 && budget.p99Ms < 100 ? 'met' : 'missed'}`,
  );
  await mkdir('.bench', { recursive: true });
  await writeFile('.bench/api-results.json', `${JSON.stringify(results, null, 2)}\n`);
} finally {
  // The whole process group: node and whatever it started.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
