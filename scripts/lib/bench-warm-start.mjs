// Issue 9: a member opening the installed app with a warm worker and a saved schedule must see it
// at once, offline or on a slow network. Each start is timed from navigation to the frame that
// shows the first session card (performance.now() counts from the navigation).
import { createServer, request } from 'node:http';
import { watchCachedPaint } from './bench-dashboard.mjs';

const API_DELAY_MS = 1000;

/**
 * A front for the demo API that holds every /api/ answer for a second, so the worker's own
 * network calls are slowed too (Playwright's routing does not see a worker's requests).
 */
export function startSlowApi(targetPort, port) {
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: targetPort,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (incoming.url?.startsWith('/api/')) setTimeout(forward, API_DELAY_MS);
    else forward();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill('member@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker?.controller, undefined, {
    timeout: 30_000,
  });
  await page.locator('section[aria-label="Online Session"] article').first().waitFor();
  // Saves to IndexedDB are throttled by half a second.
  await page.waitForTimeout(1500);
}

async function firstCardMs(page, base) {
  await page.goto(`${base}/dashboard`);
  await page.waitForFunction(() => window.__cachedPaintAt !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => window.__cachedPaintAt);
}

/**
 * Drops the saved lists (not the worker, its precache or the login), as after a fresh sign-in.
 * The app must not be running, or its open database blocks the deletion: an API address is not
 * served the app shell.
 */
async function forgetSavedLists(page, base) {
  await page.goto(`${base}/api/v1/online_sessions`);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.startsWith('api-')) await caches.delete(name);
    await new Promise((resolve) => {
      const deletion = indexedDB.deleteDatabase('member-portal-cache');
      deletion.onsuccess = deletion.onerror = deletion.onblocked = resolve;
    });
  });
}

/**
 * Median ms to the first session card: offline from the cache, online with every API call held
 * 1 s (cache present, then without saved lists so the card must wait for the network).
 */
export async function warmStartTimings(browser, slowBase, runs) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, slowBase);
  await watchCachedPaint(page);
  const offline = [];
  const onlineCached = [];
  const onlineNetwork = [];
  for (let run = 0; run < runs; run += 1) {
    await context.setOffline(true);
    offline.push(await firstCardMs(page, slowBase));
    await context.setOffline(false);
    onlineCached.push(await firstCardMs(page, slowBase));
    await page.waitForTimeout(2500);
    await forgetSavedLists(page, slowBase);
    onlineNetwork.push(await firstCardMs(page, slowBase));
    await page.waitForTimeout(1500);
  }
  await context.close();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const offlineMs = Math.round(median(offline));
  const networkMs = Math.round(median(onlineNetwork));
  return {
    warmStartOfflineMsMedian: offlineMs,
    warmStartOnlineCachedSlowApiMsMedian: Math.round(median(onlineCached)),
    startOnlineSlowApiNoSavedListsMsMedian: networkMs,
    warmStartOfflineToSlowNetworkRatio: Math.round((offlineMs / networkMs) * 100) / 100,
  };
}
