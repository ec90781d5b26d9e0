/**
 * Tiny readers for loose server JSON. Every function takes `unknown` and never throws, so the
 * normalisers built on them can be fed anything a server (or a corrupted cache) might hand us.
 */

export type LooseRecord = Record<string, unknown>;

/** Any non-null, non-array object (class instances such as errors included). */
export function asRecord(value: unknown): LooseRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as LooseRecord)
    : null;
}

export function asArray(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Display text: trimmed strings, finite numbers as text, anything else ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Finite numbers, or strings that are entirely a number ('12', ' 3.5 '); else null. */
export function asFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** Finite number >= 0, rounded down (counts and totals); else null. */
export function asCount(value: unknown): number | null {
  const n = asFiniteNumber(value);
  return n !== null && n >= 0 ? Math.floor(n) : null;
}

/** Ids arrive as numbers or strings; both become a trimmed, non-empty string. */
export function asIdString(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** First non-null result of `read` over the listed keys of `record`. */
export function pickFirst<T>(
  record: LooseRecord,
  keys: readonly string[],
  read: (value: unknown) => T | null,
): T | null {
  for (const key of keys) {
    const result = read(record[key]);
    if (result !== null) return result;
  }
  return null;
}

/** First non-blank text among the keys, else ''. */
export function pickText(record: LooseRecord, keys: readonly string[]): string {
  return pickFirst(record, keys, (v) => asText(v) || null) ?? '';
}

// Dates outside this range make Intl formatting throw, so they are treated as unparseable.
const MAX_EPOCH_MS = 8.64e15;
// Below this a number is read as epoch seconds: as milliseconds it would be before March 1973.
const SECONDS_THRESHOLD = 1e11;

/** Epoch ms from an ISO-ish string (Date.parse semantics) or an epoch number; else null. */
export function asEpochMs(value: unknown): number | null {
  let ms: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    ms = Math.abs(value) < SECONDS_THRESHOLD ? value * 1000 : value;
  } else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    ms = /^-?\d+(\.\d+)?$/.test(text) ? asEpochMs(Number(text)) : Date.parse(text);
  }
  return ms !== null && Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS ? ms : null;
}
