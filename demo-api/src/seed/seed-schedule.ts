const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
// India has no daylight saving, so a fixed offset is exact.
const IST_OFFSET = 330 * MINUTE;

/** Epoch ms of `hour:minute` IST, `days` calendar days after the IST date of `now`. */
export function istClock(now: number, days: number, hour: number, minute = 0): number {
  const istMidnight = Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  return istMidnight + days * DAY + hour * HOUR + minute * MINUTE;
}

/**
 * "Later today" for the offline session: about three hours ahead, pulled back so it stays on
 * today's IST date (the dashboard features today's items first). Near midnight there is no room,
 * so it simply goes three hours ahead.
 */
export function laterToday(now: number): number {
  const threeHours = now + 3 * HOUR;
  const lastSlot = istClock(now, 1, 0) - 15 * MINUTE;
  const candidate = Math.min(threeHours, lastSlot);
  return candidate >= now + 30 * MINUTE ? candidate : threeHours;
}

/** Whole seconds, so seeded times read cleanly in the UI and in JSON. */
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

export type SeedTimeKey = Exclude<keyof ReturnType<typeof seedTimes>, 'daysAgo'>;

export function seedTimes(now: number) {
  return {
    joinOpenSoon: seconds(now + 2 * MINUTE),
    offlineToday: seconds(laterToday(now)),
    startedRecently: seconds(now - 10 * MINUTE),
    longPast: istClock(now, -3, 11),
    tomorrowMorning: istClock(now, 1, 10, 30),
    dayAfterEvening: istClock(now, 2, 18),
    inThreeDays: istClock(now, 3, 16),
    nextWeek: istClock(now, 6, 9, 30),
    meetingSoon: seconds(now + 1 * MINUTE),
    meetingLater: seconds(now + 90 * MINUTE),
    meetingInTwoDays: istClock(now, 2, 8),
    meetingExpired: seconds(now - 2 * HOUR),
    daysAgo: (days: number) => seconds(now - days * DAY),
  };
}
