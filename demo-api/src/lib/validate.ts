/** Small readers for loosely typed JSON/multipart input: everything arrives as `unknown`. */

export type Body = Record<string, unknown>;

export function asObject(value: unknown): Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Body)
    : {};
}

/** Trimmed string, or '' for anything that is not a string or number. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
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

/** Accepts an ISO date string or epoch milliseconds; returns epoch ms or null. */
export function toTime(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const s = str(value);
  if (s === '') return null;
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : ms;
}

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
