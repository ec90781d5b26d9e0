/**
 * The server's clock as seen through its answers' Date header (same origin, or exposed by the
 * production API): the outbox ages waiting writes on it, so a device clock corrected by days
 * does not expire them (docs/decisions.md#retry-policy). Answers from the service worker's cache
 * carry the Date of when they were stored and are not read.
 *
 * The device clock may jump after the last answer (the network corrects it, a person sets it):
 * the offset follows such a jump, measured against the page's monotonic clock, which no one sets.
 */
let measured: { offsetMs: number; deviceAt: number; monotonicAt: number } | null = null;

/** Notes the server time of an answer received now. */
export function noteServerDate(header: string | null, deviceNow = Date.now()): void {
  const serverNow = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(serverNow)) return;
  measured = {
    offsetMs: serverNow - deviceNow,
    deviceAt: deviceNow,
    monotonicAt: performance.now(),
  };
}

/** Server time minus device time now; null before any fresh answer in this page. */
export function serverClockOffset(): number | null {
  if (!measured) return null;
  const deviceJump = Date.now() - measured.deviceAt - (performance.now() - measured.monotonicAt);
  return measured.offsetMs - deviceJump;
}
