// Issue 10: Lighthouse mobile (its default simulated throttling) in Debian's Chromium, on /login
// as a first-time visitor and on /dashboard signed in but on a first visit (no worker, no cache).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { storeDemoSignIn } from './demo-sign-in.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function figures(lhr) {
  const score = (id) => lhr.categories[id].score;
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    // Lighthouse's own measure of the machine's speed: its docs pair the 4x CPU slowdown of
    // simulated throttling with a desktop of index 1,300 or more; a slower machine scores lower.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Puts the demo member's sign-in in localStorage from an API address, where the app (and so its
 * service worker registration) never runs: the dashboard visit stays a first visit.
 */
async function signInWithoutTheApp(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/api/v1/online_sessions`);
  await page.evaluate(storeDemoSignIn);
  return page;
}

async function runOnce(base, path, signedIn) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = signedIn ? await signInWithoutTheApp(browser, base) : undefined;
    const result = await lighthouse(
      `${base}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // Keeps the sign-in; the fresh profile has no worker or cache yet, so it is a first visit.
        disableStorageReset: signedIn,
      },
      undefined,
      page,
    );
    await browser.disconnect();
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median of `runs` Lighthouse runs for each figure (each figure's own median), the worst run's
 * performance score, and every run's score, TBT and LCP (a budget holds for each run too).
 */
export async function lighthouseFigures(base, path, { runs = 3, signedIn = false } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await runOnce(base, path, signedIn));
  const keys = Object.keys(samples[0]);
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])),
    performanceWorst: Math.min(...samples.map((s) => s.performance)),
    runs: samples.map(
      ({ performance, tbtMs, lcpMs, benchmarkIndex }) =>
        `${performance} ${tbtMs}/${lcpMs} ms, benchmarkIndex ${benchmarkIndex}`,
    ),
  };
}
