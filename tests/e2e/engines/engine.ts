/**
 * What the engines' flows need from a browser, and nothing more: every engine (WebKit through
 * WebKitWebDriver, Gecko through WebDriver BiDi) implements this thin interface, and
 * `flows.ts` runs the same steps on each. Elements are found in the page by role and name
 * (`page-query.ts`), marked with a data attribute, and then clicked or typed into by the
 * engine's own input path, so taps and keys go through the browser as a person's would.
 */
export interface Engine {
  /** 'WebKit' or 'Gecko', as the reports and docs name them. */
  readonly name: string;
  /** Opens a URL in the one tab and waits until its load event. */
  goto(url: string): Promise<void>;
  /** Reloads the tab and waits until its load event. */
  reload(): Promise<void>;
  /**
   * Runs `fn` in the page with JSON arguments and returns its JSON result; `fn` may be async.
   * It must use nothing but its arguments: it is sent as source text.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Clicks the element matching a CSS selector, the way a pointer would. */
  click(selector: string): Promise<void>;
  /** Types into the element matching a CSS selector, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses Escape in the focused element. */
  pressEscape(): Promise<void>;
  /**
   * Resolves once the page has no request in flight, as a person waits for a screen to finish
   * loading before leaving it. Gecko logs every worker-answered request a leaving page cuts off
   * as an error; engines that do not, or cannot tell, resolve at once.
   */
  settled(): Promise<void>;
  /**
   * Everything that would mean the app broke: uncaught errors, console errors and requests the
   * service worker failed, since the last call (each is reported once).
   */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The page-side source of `fn` with its arguments, as one expression. `tsx` may wrap named
 * functions in a `__name` helper that exists only in Node, so the page gets a stand-in.
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}
