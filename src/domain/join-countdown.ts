import { EXPIRES_AFTER_MS, JOIN_OPENS_BEFORE_MS } from '@/domain/time-window';
import { msg, type Msg } from '@/locales/messages';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1_440;

/**
 * Whole minutes left, rounded up and never below 1, so the caption never says
 * '0 min' while the moment is still ahead.
 */
const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE_MS));

/**
 * 'Opens in ...' for a wait of `minutes` (already rounded up):
 * - up to 60: 'Opens in N min';
 * - 61 up to 1,439 (under 24 h): 'Opens in H h M min', or 'Opens in H h' when M is 0;
 * - 1,440 and more: whole days, rounded down ('1 day', 'D days'), because at that range
 *   the day matters, not the hour, and rounding down never overstates how long is left.
 */
function opensIn(minutes: number): Msg {
  if (minutes <= MINUTES_PER_HOUR) return msg('join.opensInMinutes', { minutes });
  if (minutes < MINUTES_PER_DAY) {
    const hours = Math.floor(minutes / MINUTES_PER_HOUR);
    const rest = minutes % MINUTES_PER_HOUR;
    return rest === 0
      ? msg('join.opensInHours', { hours })
      : msg('join.opensInHoursMinutes', { hours, minutes: rest });
  }
  return msg('join.opensInDays', { days: Math.floor(minutes / MINUTES_PER_DAY) });
}

/**
 * The caption under a Join button (docs/decisions.md#join-countdown), following the same window as
 * isJoinWindowOpen: open from 300 s before start to 480 s after it, both edges included.
 * - before: 'Opens in ...' counted to the moment the window opens (see opensIn);
 * - inside: 'Open now, closes in N min', N rounded up, at least 1;
 * - after: 'Closed';
 * - no usable start: null (no caption).
 * A message, for the screen to say in the language in use.
 */
export function joinCountdown(startsAt: number | null, now: number): Msg | null {
  if (startsAt === null || !Number.isFinite(startsAt) || !Number.isFinite(now)) return null;
  const opensAt = startsAt - JOIN_OPENS_BEFORE_MS;
  const closesAt = startsAt + EXPIRES_AFTER_MS;
  if (now < opensAt) return opensIn(minutesLeft(opensAt - now));
  if (now <= closesAt) return msg('join.openClosesIn', { minutes: minutesLeft(closesAt - now) });
  return msg('join.closed');
}
