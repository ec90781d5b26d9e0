/** Where the browser has no idle callback (Safari): long enough for React's deferred render. */
const WITHOUT_IDLE_CALLBACK_MS = 250;
/** An idle moment may never come on a busy page: run by then anyway. */
const IDLE_AT_MOST_MS = 1_000;

/**
 * `run` once the browser is next idle: work that should see what the screens rendered from the
 * latest data. Scheduled again before it ran, it still runs once.
 */
export function whenIdle(run: () => void): { schedule: () => void; cancel: () => void } {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
    idle = undefined;
    timer = undefined;
  };
  const fire = () => {
    cancel();
    run();
  };
  const schedule = () => {
    if (idle !== undefined || timer !== undefined) return;
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(fire, { timeout: IDLE_AT_MOST_MS });
    else timer = setTimeout(fire, WITHOUT_IDLE_CALLBACK_MS);
  };
  return { schedule, cancel };
}
