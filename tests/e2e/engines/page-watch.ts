/**
 * Runs in the page: records what would mean the app broke (uncaught errors, rejected promises
 * nobody handled, console.error, and files such as images or scripts that failed to load) in
 * `window.__engineProblems`, once per document. Engines whose driver reports the console itself
 * (Gecko through BiDi) use it as well, for the failed files.
 */
export function watchPage(): boolean {
  const page = window as unknown as { __engineProblems?: string[] };
  if (page.__engineProblems) return false;
  const problems: string[] = [];
  page.__engineProblems = problems;
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown as EventTarget) && 'tagName' in target) {
        problems.push(
          `failed to load ${target.tagName.toLowerCase()} ${target.src ?? target.href}`,
        );
        return;
      }
      problems.push(`uncaught: ${event.message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined;
    problems.push(`unhandled rejection: ${reason?.message ?? String(event.reason)}`);
  });
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map((arg) => String(arg)).join(' ')}`);
    error(...args);
  };
  return true;
}

/** Runs in the page: the problems recorded since the last call. */
export function takePageProblems(): string[] {
  const page = window as unknown as { __engineProblems?: string[] };
  return page.__engineProblems ? page.__engineProblems.splice(0) : [];
}
