/** Small readers for loosely typed JSON/multipart input: everything arrives as `unknown`. */
import { controlCharacterError, hasUnwantedControlCharacter } from './control-characters';
import type { ErrorBag } from './http-errors';

export type Body = Record<string, unknown>;

export function asObject(value: unknown): Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Body)
    : {};
}

/**
 * Trimmed string, or '' for anything that is not a string or number. Text with a control
 * character gets a 422: JSON bodies and query strings are checked before their handler (naming
 * the field); this is the last guard, for multipart fields.
 */
export function str(value: unknown): string {
  if (typeof value === 'string') {
    if (hasUnwantedControlCharacter(value)) throw controlCharacterError('');
    return value.trim();
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Like `str` but keeps null for blanks, which is how optional columns are stored. */
export function optionalStr(value: unknown): string | null {
  const s = str(value);
  return s === '' ? null : s;
}

/** Positive integer id from a number or numeric string, else null. */
export function toId(value: unknown): number | null {
  const s = str(value);
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}

/** undefined = absent/blank, null = invalid, number = a whole number >= 0. */
export function toYears(value: unknown): number | null | undefined {
  const s = str(value);
  if (s === '') return undefined;
  if (!/^\d{1,3}$/.test(s)) return null;
  return Number(s);
}

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Dates the API stores: from 1970 to the end of 9999. JavaScript reaches ±8.64e15 ms (year
 * 275760), PostgreSQL's timestamps less far, and an ISO string needs four year digits.
 */
export const EARLIEST_TIME = 0;
export const LATEST_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Accepts an ISO date string or epoch milliseconds. 'invalid' for what is not a date,
 * 'out-of-range' for a date outside EARLIEST_TIME..LATEST_TIME, null for blank.
 */
export function readTime(value: unknown): number | 'invalid' | 'out-of-range' | null {
  let ms: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'invalid';
    ms = value;
  } else {
    const s = str(value);
    if (s === '') return null;
    ms = Date.parse(s);
    if (Number.isNaN(ms)) return 'invalid';
  }
  return ms < EARLIEST_TIME || ms > LATEST_TIME ? 'out-of-range' : ms;
}

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A required date field: its time, or 0 with the reason added to the bag. */
export function requiredTime(bag: ErrorBag, field: string, label: string, value: unknown): number {
  const time = readTime(value);
  if (time === null) bag.add(field, `${label} can't be blank`);
  else if (time === 'invalid') bag.add(field, `${label} is not a valid date`);
  else if (time === 'out-of-range') bag.add(field, `${label} must be between 1970 and 9999`);
  return typeof time === 'number' ? time : 0;
}
