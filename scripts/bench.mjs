// Performance benchmark (not a test: timings on shared machines are noisy, so nothing here fails
// a build). Reports what a member's phone downloads for the first screen and how fast it shows.
// Usage: npm run bench  (builds first; starts the demo API on a spare port with a fresh database)
// or node scripts/bench.mjs [distDir]  (an existing build, such as one built with --outDir dist-x)
// BENCH_ONLY=languages node scripts/bench.mjs [distDir]: only /login's bytes and first paint in
// English and in a Hindi browser (Issue 39).
// BENCH_ONLY=push node scripts/bench.mjs [distDir]: only the Web Push figure (Issue 38), a minute
// instead of ten; its results go to .bench/results-push.json, leaving .bench/results.json alone.
import { readFile, readdir, mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { dashboardTimings } from './lib/bench-dashboard.mjs';
import { bigPersistedClient, restoreMs, seedPersistedClient } from './lib/bench-restore.mjs';
import { interactionTimings } from './lib/bench-inp.mjs';
import { makePushCertificate, pushTimings, removePushCertificate } from './lib/bench-push.mjs';
import { newsDetectionTimings } from './lib/bench-news.mjs';
import { replayTimings } from './lib/bench-replay.mjs';
import { searchKeystrokeTimings } from './lib/bench-search.mjs';
import { storeDemoSignIn } from './lib/demo-sign-in.mjs';
import { firstLoad } from './lib/first-load.mjs';
import {
  describeLoginScripts,
  LOGIN_IDLE_JS_BUDGET,
  loginScriptBytes,
} from './lib/bench-login-bytes.mjs';
import { lighthouseFigures } from './lib/lighthouse-runs.mjs';
import { misplacedInLogin, precacheSize } from './lib/precache-size.mjs';
import { startSlowApi, warmStartTimings } from './lib/bench-warm-start.mjs';
import { startDemoApi, stopDemoApi } from './lib/demo-api-process.mjs';

const PORT = 4391;
const SLOW_PORT = 4392;
const RUNS = 5;
const base = `http://127.0.0.1:${PORT}`;
const DIST = process.argv[2] ?? 'dist';
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'push' && ONLY !== 'languages') {
  throw new Error(`BENCH_ONLY=${ONLY}: only 'push' and 'languages' are known`);
}

/** Bytes (gzip) of the scripts and styles index.html loads before any route chunk. */
async function entrySizes() {
  const html = await readFile(`${DIST}/index.html`, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(await readFile(`${DIST}/${file}`)).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  const chunks = await readdir(`${DIST}/assets`);
  const route = async (prefix) => {
    const file = chunks.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    return file ? gzipSync(await readFile(`${DIST}/assets/${file}`)).length : null;
  };
  return {
    entryJsGzip: js,
    entryCssGzip: css,
    registrationChunkGzip: await route('registration-page'),
  };
}

/** Median time until the login heading is visible, on a mid-range phone profile. */
async function loginTimings(browser, { locale = 'en-US', heading = 'Log in' } = {}) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Roughly a mid-range phone on a good 4G link.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (9 * 1024 * 1024) / 8,
      uploadThroughput: (1.5 * 1024 * 1024) / 8,
    });
    const start = Date.now();
    await page.goto(`${base}/login`);
    await page.getByRole('heading', { name: heading }).waitFor();
    const visible = Date.now() - start;
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    samples.push({ visible, fcp });
    await context.close();
  }
  return {
    loginVisibleMsMedian: median(samples.map((s) => s.visible)),
    firstContentfulPaintMsMedian: Math.round(median(samples.map((s) => s.fcp ?? 0))),
    runs: RUNS,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs the demo member in inside the page, as the login screen would store it. */
async function signInDemoMember(page) {
  await page.goto(`${base}/login`);
  return page.evaluate(storeDemoSignIn);
}

/** Data engine restore with 2,000 sessions, 500 meetings and 500 referrals persisted. */
async function restoreTimings(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const memberKey = await signInDemoMember(page);
  await seedPersistedClient(page, memberKey, bigPersistedClient(memberKey));
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${base}/dashboard`);
    samples.push(await restoreMs(page));
  }
  const dashboard = await dashboardTimings(browser, context, page, RUNS);
  await context.close();
  return { restoreBigCacheMsMedian: Math.round(median(samples)), ...dashboard };
}

/** The Hindi catalog of /login's texts, gzip -9: all a Hindi /login may add to an English one. */
async function hindiEntryCatalogGzip() {
  const file = (await readdir(`${DIST}/assets`)).find((name) => /^hi-entry-.*\.js$/.test(name));
  if (!file) throw new Error(`no Hindi entry catalog in ${DIST}/assets`);
  return gzipSync(await readFile(`${DIST}/assets/${file}`), { level: 9 }).length;
}
const HINDI_CATALOG_GZIP = await hindiEntryCatalogGzip();

const BUDGETS = [
  // Issues 10 and 21: a first visit to /login (login.html, prerendered) on a mid-range phone;
  // issue 39 raised it from 120,000 B for the languages' runtime.
  { key: 'loginFirstLoadJsGzip', label: '/login first-load JS (gzip bytes)', max: 124_000 },
  {
    key: 'loginIdleJsGzipBeforeLoad',
    label: '/login JS requested before the load event, Chromium (gzip bytes)',
    max: 124_000,
  },
  // Issue 39: a Hindi browser's /login adds its catalog and nothing more.
  {
    key: 'hindiLoginExtraJsGzip',
    label: 'Hindi /login JS until idle, beyond English (gzip bytes; budget: the Hindi catalog)',
    max: HINDI_CATALOG_GZIP,
  },
  // Issue 32: what the page itself requests until the network is idle, counted in Chromium.
  {
    key: 'loginIdleJsGzip',
    label: "/login JS until network idle, Chromium, worker's requests excluded (gzip bytes)",
    max: LOGIN_IDLE_JS_BUDGET,
  },
  {
    key: 'loginRenderBlockingCssGzip',
    label: '/login render-blocking CSS (gzip bytes)',
    max: 15_000,
  },
  { key: 'lighthouseLoginPerformance', label: 'Lighthouse mobile performance, /login', min: 0.95 },
  { key: 'lighthouseLoginLcpMs', label: 'Lighthouse mobile LCP, /login (ms)', max: 2000 },
  // Issue 36: the budget of the dashboard's first visit too (it was 150 ms).
  { key: 'lighthouseLoginTbtMs', label: 'Lighthouse mobile TBT, /login (ms)', max: 100 },
  { key: 'lighthouseLoginAccessibility', label: 'Lighthouse accessibility, /login', min: 1 },
  { key: 'lighthouseLoginBestPractices', label: 'Lighthouse best practices, /login', min: 1 },
  // Issue 21: the signed-in first visit.
  {
    key: 'lighthouseDashboardPerformance',
    label: 'Lighthouse mobile performance, /dashboard signed in, first visit (median of 3)',
    min: 0.97,
  },
  {
    key: 'lighthouseDashboardPerformanceWorst',
    label: 'Lighthouse mobile performance, /dashboard, worst of the 3 runs',
    min: 0.95,
  },
  { key: 'lighthouseDashboardTbtMs', label: 'Lighthouse mobile TBT, /dashboard (ms)', max: 100 },
  { key: 'lighthouseDashboardLcpMs', label: 'Lighthouse mobile LCP, /dashboard (ms)', max: 1800 },
  {
    key: 'lighthouseDashboardAccessibility',
    label: 'Lighthouse accessibility, /dashboard',
    min: 1,
  },
  {
    key: 'lighthouseDashboardBestPractices',
    label: 'Lighthouse best practices, /dashboard',
    min: 1,
  },
  { key: 'restoreBigCacheMsMedian', label: 'restore 2,000/500/500 cached lists (ms)', max: 150 },
  // Issue 7, with the same big cache.
  {
    key: 'dashboardCachedPaintMsMedian',
    label: 'cached dashboard paint after restore (ms)',
    max: 100,
  },
  { key: 'clockTickMaxMs', label: '5-second clock tick, main thread (ms)', max: 4 },
  { key: 'sessionsModalOpenMsMedian', label: "'View All Sessions' opens (ms)", max: 100 },
  // Issue 8: the Create tab's search with 10,000 members.
  { key: 'searchKeystrokeMsMax', label: 'search keystroke to paint, 10,000 members (ms)', max: 50 },
  // Issue 19: the members directory's search, 10,000 members, CPU 4x slower.
  {
    key: 'directoryKeystrokeMsMax4xCpu',
    label: 'directory keystroke to paint, 10,000 members, 4x CPU, median of 3 (ms)',
    max: 50,
  },
  // Issue 9: the cached start never waits for the network.
  {
    key: 'warmStartOfflineToSlowNetworkRatio',
    label: 'offline warm start / start waiting for a 1 s API (ratio)',
    max: 0.3,
  },
  // Issue 15: the outbox, two tabs open, a server taking 20 ms per write.
  { key: 'replay100WritesMs', label: 'replay of 100 queued writes (ms)', max: 5000 },
  {
    key: 'replayFollowerIdbWritesPerItem',
    label: 'IndexedDB writes per replayed item in the tab not replaying',
    max: 1,
  },
  // Issue 20: live alerts' news detection per poll, 500 referrals in each list.
  {
    key: 'newsDetection500MsP95',
    label: 'news detection per poll, 500 referrals, p95 (ms)',
    max: 2,
  },
  // Issue 21: interaction to next paint, 4x CPU, 10 tries each (p75 and the worst).
  ...[
    ['Accept', 'tap Accept'],
    ['SessionList', "open 'View All Sessions', 2,000 sessions"],
    ['ReferralTab', 'switch referrals tab, 500 referrals'],
    ['DirectoryKey', 'a key in the 10,000-member directory search'],
    ['CreateSession', "open 'Create Session'"],
  ].flatMap(([name, what]) => [
    { key: `inp${name}P75Ms4xCpu`, label: `INP p75, ${what}, 4x CPU (ms)`, max: 100 },
    { key: `inp${name}MaxMs4xCpu`, label: `INP worst of 10, ${what}, 4x CPU (ms)`, max: 100 },
  ]),
  {
    key: 'loginMisplacedChunkCount',
    label: 'route or date-picker chunks in /login first load',
    max: 0,
  },
  // Issue 38: a referral's create (the POST answering) to the worker's notification, via Web
  // Push, here: a stand-in push service that answers at once, so a real push service's own
  // delivery time is not included (scripts/lib/bench-push.mjs).
  {
    key: 'referralPushMsMedian',
    label: 'referral created to its push notification shown, stand-in push service, median (ms)',
    max: 5000,
  },
  {
    key: 'referralPushMsMax',
    label: 'referral created to its push notification shown, worst of 5 (ms)',
    max: 5000,
  },
];

function report(results) {
  for (const { key, label, max, min } of BUDGETS.filter((budget) => budget.key in results)) {
    const value = results[key];
    const met = max === undefined ? value >= min : value <= max;
    const budget = max === undefined ? `at least ${min}` : `at most ${max}`;
    console.log(`${met ? 'met   ' : 'MISSED'} ${label}: ${value} (budget ${budget})`);
  }
}

/** Lighthouse's figures for a page, median of 3 runs each, under keys like lighthouseLoginLcpMs. */
async function lighthouse(name, path, options) {
  const figures = await lighthouseFigures(base, path, { runs: 3, ...options });
  const key = (figure) => `lighthouse${name}${figure[0].toUpperCase()}${figure.slice(1)}`;
  return Object.fromEntries(Object.entries(figures).map(([figure, value]) => [key(figure), value]));
}

/**
 * Issue 39: /login's bytes and first paint in English and in a Hindi browser. A Hindi page holds
 * its prerendered English back until its texts are Hindi: its first paint waits for them.
 */
async function languageFigures(browser) {
  const english = await loginScriptBytes(browser, base, DIST);
  const hindi = await loginScriptBytes(browser, base, DIST, { locale: 'hi-IN' });
  const hindiTimings = await loginTimings(browser, { locale: 'hi-IN', heading: 'लॉग इन' });
  return {
    hindiLoginIdleJsGzip: hindi.loginIdleJsGzip,
    hindiLoginIdleJsGzipBeforeLoad: hindi.loginIdleJsGzipBeforeLoad,
    hindiLoginExtraJsGzip: hindi.loginIdleJsGzip - english.loginIdleJsGzip,
    hindiEntryCatalogGzip: HINDI_CATALOG_GZIP,
    hindiLoginVisibleMsMedian: hindiTimings.loginVisibleMsMedian,
    hindiFirstContentfulPaintMsMedian: hindiTimings.firstContentfulPaintMsMedian,
  };
}

/** Every figure but the push one, in the order they always came. */
async function figures(browser) {
  const login = await firstLoad('login-page', 'login.html', DIST);
  const loginBytes = await loginScriptBytes(browser, base, DIST);
  const slowApi = await startSlowApi(PORT, SLOW_PORT);
  const results = {
    ...(await entrySizes()),
    loginFirstLoadJsGzip: login.js,
    ...loginBytes,
    loginRenderBlockingCssGzip: login.css,
    loginMisplacedChunkCount: (await misplacedInLogin(login.files, DIST)).length,
    ...(await precacheSize(DIST)),
    ...(await loginTimings(browser)),
    ...(await languageFigures(browser)),
    ...(await restoreTimings(browser)),
    ...(await searchKeystrokeTimings(browser, base, signInDemoMember)),
    ...(await warmStartTimings(browser, `http://127.0.0.1:${SLOW_PORT}`, RUNS)),
    ...(await replayTimings(browser, base, signInDemoMember)),
    ...(await newsDetectionTimings()),
    ...(await interactionTimings(browser, base, signInDemoMember)),
    ...(await lighthouse('Login', '/login')),
    ...(await lighthouse('Dashboard', '/dashboard', { signedIn: true })),
  };
  slowApi.close();
  return results;
}

// The stand-in push service's certificate, trusted by the demo API (read at each send).
const pushCertificate = await makePushCertificate();
// Its own process group, with a fresh database in memory, serving the build in DIST.
const server = await startDemoApi(PORT, DIST, {
  // DEMO_API_FAULTS: the replay budget slows the server down through the fault switch.
  DEMO_API_FAULTS: 'on',
  // Test-only: the bench logs in far more often than a member does.
  DEMO_API_RATE_LIMITS: 'relaxed',
  PUSH_CA_FILE: pushCertificate.caFile,
});
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = {
    date: new Date().toISOString(),
    ...(ONLY === undefined ? await figures(browser) : {}),
    ...(ONLY === 'languages'
      ? {
          loginFirstLoadJsGzip: (await firstLoad('login-page', 'login.html', DIST)).js,
          ...(await loginScriptBytes(browser, base, DIST)),
          ...(await loginTimings(browser)),
          ...(await languageFigures(browser)),
        }
      : {}),
    // Last: it registers a member and adds referrals, which the figures above must not see.
    ...(ONLY === 'languages' ? {} : await pushTimings(browser, base, pushCertificate.dir, RUNS)),
  };
  await browser.close();
  await mkdir('.bench', { recursive: true });
  const file = ONLY ? `.bench/results-${ONLY}.json` : '.bench/results.json';
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(results);
  if (!ONLY) console.log(describeLoginScripts(results));
  report(results);
} finally {
  await removePushCertificate(pushCertificate.dir);
  // The whole group: npx, tsx and the node running the server.
  const freed = await stopDemoApi(server, PORT);
  console.log(freed ? `port ${PORT} is free again` : `the demo API still holds port ${PORT}`);
  if (!freed) process.exitCode = 1;
}
