import puppeteer from 'puppeteer-core';
import { pageExpression, type Engine } from './engine';
import { takePageProblems, watchPage } from './page-watch';

/**
 * Gecko: Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (no
 * geckodriver, no downloaded browser). BiDi reports the page's console errors, uncaught errors
 * and the service worker's failed interceptions ("A ServiceWorker intercepted the request and
 * encountered an unexpected error") as page errors; the page's own watch adds files that failed
 * to load.
 */
export const FIREFOX = '/usr/bin/firefox-esr';

/** How takeProblems names a request the page cancelled while the worker answered it. */
export const CANCELLED_ANSWER = 'cancelled while the worker answered:';

export async function launchFirefox(viewport: { width: number; height: number }): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // Quiet: no updates, studies or remote settings from a closed network.
      'app.update.enabled': false,
      'app.normandy.enabled': false,
      'services.settings.server': 'http://127.0.0.1:9/',
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(viewport);
  const collected: string[] = [];
  // Gecko's "A ServiceWorker intercepted the request and encountered an unexpected error" is
  // also what it logs when the page itself cancels a request while its worker is answering it.
  // Such a message is paired with a cancel (NS_BINDING_ABORTED) of the same request, or of an API
  // call when it names no URL (the worker's stamped list answers have none), within 250 ms.
  const unexpected: Array<{ url: string; at: number }> = [];
  const cancels: Array<{ url: string; at: number }> = [];
  const UNEXPECTED =
    /^Failed to load ‘([^’]*)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;
  page.on('pageerror', (error) => {
    const message = (error as Error).message;
    // A list call the worker could not answer (no network, nothing cached for it): Gecko's
    // words for what Chromium logs as "Failed to load resource". The app shows its saved copy.
    if (/\/api\/v1\/.*rejected with ‘Error: no-response/.test(message)) return;
    const cut = UNEXPECTED.exec(message);
    if (cut) unexpected.push({ url: cut[1]!, at: Date.now() });
    else collected.push(`page error: ${message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') collected.push(`console.error: ${message.text()}`);
  });
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const failure = request.failure()?.errorText ?? '';
    if (failure === 'NS_BINDING_ABORTED') cancels.push({ url: request.url(), at: Date.now() });
    // The worker failed a request it had taken (the proxy being cut fails others, as it should).
    else if (/INTERCEPTION/.test(failure) && !request.url().includes('/api/v1/'))
      collected.push(`worker failed ${request.url()}: ${failure}`);
  });
  /** Each logged interception error, as a cancel by the page when one matches, else a problem. */
  const classify = () => {
    for (const { url, at } of unexpected.splice(0)) {
      const cancel = cancels.find(
        (made) =>
          Math.abs(made.at - at) < 250 &&
          (url === '' ? made.url.includes('/api/v1/') : made.url === url),
      );
      collected.push(
        cancel
          ? `${CANCELLED_ANSWER} ${cancel.url}`
          : `page error: Failed to load ‘${url}’. A ServiceWorker intercepted the request and encountered an unexpected error.`,
      );
    }
    cancels.splice(0, Math.max(0, cancels.length - 50));
  };

  const evaluate: Engine['evaluate'] = async (fn, ...args) =>
    (await page.evaluate(pageExpression(fn, args))) as never;
  const watch = () => evaluate(watchPage).catch(() => false);

  return {
    name: 'Gecko',
    async goto(url) {
      collected.push(...(await evaluate(takePageProblems).catch(() => [])));
      await page.goto(url, { waitUntil: 'load' });
      // What the page left behind was cut off with it (and reported as failed, or never).
      inFlight.clear();
      await watch();
    },
    async reload() {
      collected.push(...(await evaluate(takePageProblems).catch(() => [])));
      await page.reload({ waitUntil: 'load' });
      inFlight.clear();
      await watch();
    },
    evaluate,
    async click(selector) {
      const handle = await page.$(selector);
      if (!handle) throw new Error(`nothing matches ${selector}`);
      await handle.click();
      await watch();
    },
    async type(selector, text) {
      const handle = await page.$(selector);
      if (!handle) throw new Error(`nothing matches ${selector}`);
      await handle.type(text);
    },
    async pressEscape() {
      await page.keyboard.press('Escape');
    },
    async settled() {
      const deadline = Date.now() + 10_000;
      while (inFlight.size > 0) {
        if (Date.now() > deadline) {
          const urls = [...inFlight].map((request) => (request as { url(): string }).url());
          throw new Error(`requests still in flight after 10 s: ${urls.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async takeProblems() {
      await watch();
      classify();
      collected.push(...(await evaluate(takePageProblems).catch(() => [])));
      return collected.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}
