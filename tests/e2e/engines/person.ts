import type { Engine } from './engine';
import { findInPage, type Found, type Query } from './page-query';
import { waitUntil } from './processes';

/**
 * What a person does with the app, on any engine: find by role and name, tap, type, and wait
 * for what the screen then shows. Every wait is for a condition, checked every 100 ms.
 */
export class Person {
  constructor(
    readonly engine: Engine,
    readonly origin: string,
  ) {}

  /** The first rendered match, or null; `mark` lets the engine act on it. */
  query(query: Query, mark = false): Promise<Found | null> {
    return this.engine.evaluate(findInPage, query, mark);
  }

  /** Waits until the query matches and `accept` holds for the match; returns it. */
  async see(
    query: Query,
    {
      timeout = 10_000,
      accept = () => true,
    }: { timeout?: number; accept?: (found: Found) => boolean } = {},
  ): Promise<Found> {
    let found: Found | null = null;
    await waitUntil(`${describe(query)} shows`, timeout, async () => {
      found = await this.query(query);
      return found !== null && accept(found);
    }).catch(async (error: unknown) => {
      const { selector: _selector, ...last } = found ?? { selector: '' };
      const path = await this.path().catch(() => '?');
      throw new Error(
        `${(error as Error).message}; last seen at ${path}: ${JSON.stringify(last)}`,
        {
          cause: (error as Error).cause,
        },
      );
    });
    return found!;
  }

  async absent(query: Query, timeout = 10_000): Promise<void> {
    await waitUntil(
      `${describe(query)} is gone`,
      timeout,
      async () => (await this.query(query)) === null,
    );
  }

  /**
   * Taps the element once it is there and takes the tap (an element still moving in, or under
   * a closing overlay, refuses it; the tap is tried again until the time is up).
   */
  async tap(query: Query, timeout = 10_000): Promise<void> {
    let before = '';
    await waitUntil(`${describe(query)} can be tapped`, timeout, async () => {
      const found = await this.query(query, true);
      // Taken only where it stays put and nothing covers it: a tap at a place the element is
      // leaving (a list still laying out, a modal moving in) would land on something else.
      const place = JSON.stringify(found?.rect);
      const steady = place === before;
      before = place;
      if (!found || found.disabled || !found.hit || !steady) return false;
      await this.engine.click(found.selector);
      return true;
    });
  }

  async fill(query: Query, text: string, timeout = 10_000): Promise<void> {
    await waitUntil(`${describe(query)} takes typing`, timeout, async () => {
      const found = await this.query(query, true);
      if (!found || found.disabled) return false;
      await this.engine.type(found.selector, text);
      return true;
    });
    await this.see(query, { accept: (found) => found.value === text });
  }

  /** Opens a screen anew (a start of the app), once the one on screen has finished loading. */
  async open(path: string): Promise<void> {
    await this.engine.settled();
    await this.engine.goto(this.origin + path);
  }

  async reload(): Promise<void> {
    await this.engine.settled();
    await this.engine.reload();
  }

  path(): Promise<string> {
    return this.engine.evaluate(() => location.pathname);
  }

  async waitForPath(path: string, timeout = 15_000): Promise<void> {
    await waitUntil(`the page is at ${path}`, timeout, async () => (await this.path()) === path);
  }

  /** Waits until the page's text (every rendered element's) includes `text`. */
  async seeText(text: string | RegExp, timeout = 10_000): Promise<string> {
    let body = '';
    await waitUntil(`the page says ${String(text)}`, timeout, async () => {
      body = await this.engine.evaluate(() => document.body.innerText);
      return typeof text === 'string' ? body.includes(text) : text.test(body);
    });
    return body;
  }

  /** Waits until `fn`, run in the page, answers true. */
  async until<A extends unknown[]>(
    what: string,
    fn: (...args: A) => boolean | Promise<boolean>,
    args: A,
    timeout = 10_000,
  ): Promise<void> {
    await waitUntil(what, timeout, () => this.engine.evaluate(fn, ...args));
  }
}

function describe(query: Query): string {
  return query
    .map((step) =>
      [
        step.role ?? (step.label ? 'field' : 'element'),
        step.name === undefined ? '' : JSON.stringify(step.name),
        step.label === undefined ? '' : `labelled ${JSON.stringify(step.label)}`,
        step.hasText === undefined ? '' : `with ${JSON.stringify(step.hasText)}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' > ');
}
