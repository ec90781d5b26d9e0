import { spawn, type ChildProcess } from 'node:child_process';
import { pageExpression, type Engine } from './engine';
import { freePort, waitUntil } from './processes';
import { takePageProblems, watchPage } from './page-watch';

/**
 * WebKit: Debian's WebKitGTK MiniBrowser driven by WebKitWebDriver (package webkit2gtk-driver)
 * over WebDriver classic, on a virtual X display (xvfb-run). The protocol is a handful of JSON
 * calls over HTTP, spoken here with Node's fetch: no client library.
 *
 * WebDriver classic shows nothing of the console, and WebKitGTK's automation window ignores
 * MiniBrowser's console-to-stdout setting, so problems are recorded in the page itself
 * (page-watch.ts), installed after every load: an error thrown before that is not seen.
 */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const ESCAPE = '\uE00C';

export async function launchWebKit(viewport: { width: number; height: number }): Promise<Engine> {
  const port = await freePort();
  // Its own process group, so the display, the driver and the browser all stop together.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Never left behind, whatever ends this process.
  const stopOnExit = () => stopGroup(driver);
  process.once('exit', stopOnExit);
  let driverLog = '';
  driver.stderr?.on('data', (chunk: Buffer) => (driverLog += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) {
      throw new Error(`WebDriver ${method} ${path}: ${answer.value.error} ${answer.value.message}`);
    }
    return answer.value;
  }

  try {
    await waitUntil('WebKitWebDriver answers', 20_000, async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited:\n${driverLog}`);
      return (await fetch(`${base}/status`).catch(() => null))?.ok === true;
    });
  } catch (error) {
    stopGroup(driver);
    throw error;
  }
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  });
  const session = `/session/${sessionId}`;
  await call('POST', `${session}/timeouts`, { script: 30_000, pageLoad: 30_000 });
  // The window's toolbar takes some of its height; the page gets the phone's width.
  await call('POST', `${session}/window/rect`, { width: viewport.width, height: viewport.height });

  const collected: string[] = [];
  const evaluate: Engine['evaluate'] = async (fn, ...args) => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${pageExpression(fn, args)}).then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String((error && error.stack) || error) }));`;
    const outcome = await call<{ value?: unknown; error?: string }>(
      'POST',
      `${session}/execute/async`,
      { script, args: [] },
    );
    if (outcome.error) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value as never;
  };
  /** Keeps what the page recorded before it goes away, and watches the next document. */
  const harvest = async () => {
    collected.push(...(await evaluate(takePageProblems).catch(() => [])));
  };
  const element = async (selector: string) =>
    (
      await call<Record<string, string>>('POST', `${session}/element`, {
        using: 'css selector',
        value: selector,
      })
    )[ELEMENT]!;

  return {
    name: 'WebKit',
    async goto(url) {
      await harvest();
      await call('POST', `${session}/url`, { url });
      await evaluate(watchPage);
    },
    async reload() {
      await harvest();
      await call('POST', `${session}/refresh`, {});
      await evaluate(watchPage);
    },
    evaluate,
    async click(selector) {
      await call('POST', `${session}/element/${await element(selector)}/click`, {});
      // A click may have started a new document: watch it too (a no-op on the same one).
      await evaluate(watchPage).catch(() => undefined);
    },
    async type(selector, text) {
      await call('POST', `${session}/element/${await element(selector)}/value`, { text });
    },
    async pressEscape() {
      const active = (await call<Record<string, string>>('GET', `${session}/element/active`))[
        ELEMENT
      ]!;
      await call('POST', `${session}/element/${active}/value`, { text: ESCAPE });
    },
    // WebDriver classic shows no requests; WebKit logs nothing for a request cut off by leaving.
    settled: async () => undefined,
    async takeProblems() {
      await evaluate(watchPage).catch(() => undefined);
      await harvest();
      return collected.splice(0);
    },
    async close() {
      await call('DELETE', session).catch(() => undefined);
      stopGroup(driver);
      process.off('exit', stopOnExit);
    },
  };
}

function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
