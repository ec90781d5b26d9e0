import { zeroPad } from '@/domain/format';

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * docs/behaviour.md#rules-for-input: entered times are IST whatever the machine's zone. Reading the parts as
 * UTC and subtracting 330 minutes gives the instant without consulting the local zone at all.
 */
export function istWallClockToUtcIso(wallClock: string): string | null {
  const match = WALL_CLOCK.exec(wallClock.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hour === undefined || minute === undefined || second === undefined) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  // setUTCFullYear avoids Date.UTC's mapping of years 0-99 onto 1900-1999.
  utc.setUTCFullYear(year, month - 1, day);
  // Rejects 2025-02-30 and month 13, which Date would otherwise roll over silently.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return new Date(utc.getTime() - IST_OFFSET_MS).toISOString();
}

/** The IST wall clock at `now` as 'YYYY-MM-DD HH:mm:ss' (the picker's minimum). */
export function nowAsIstWallClock(now: number): string {
  const ist = new Date(now + IST_OFFSET_MS);
  const date = `${zeroPad(ist.getUTCFullYear(), 4)}-${zeroPad(ist.getUTCMonth() + 1)}-${zeroPad(ist.getUTCDate())}`;
  const time = `${zeroPad(ist.getUTCHours())}:${zeroPad(ist.getUTCMinutes())}:${zeroPad(ist.getUTCSeconds())}`;
  return `${date} ${time}`;
}
