/** Resolves once the demo API at `base` answers (any answer), or throws after `tries` attempts. */
export async function demoApiReady(base, { tries = 120, everyMs = 250 } = {}) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      await fetch(`${base}/api/v1/online_sessions`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
  throw new Error(`the demo API at ${base} did not start`);
}
