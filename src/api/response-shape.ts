/**
 * Checks the api layer makes before handing a body to a domain normaliser. The normalisers
 * tolerate any object or array (yielding empty lists); a body of an entirely different kind
 * (a string, a number where a list belongs) means we are not talking to the API at all, and the
 * screen should show its load-failure text rather than an empty list.
 */
import { ApiError } from './api-error';

/** A list answer: an array, a wrapping object, or nothing at all (204: an empty list). */
export function expectCollection(body: unknown): unknown {
  if (body === null || typeof body === 'object') return body;
  throw new ApiError('invalid-response', { message: `Expected a list, got ${typeof body}` });
}

/** GET /referrals may answer with just a count (SPEC.md section 7), bare or as a numeric string. */
export function expectCollectionOrCount(body: unknown): unknown {
  if (typeof body === 'number' && Number.isFinite(body)) return body;
  if (typeof body === 'string' && /^\s*\d+\s*$/.test(body)) return body;
  return expectCollection(body);
}

/**
 * Ids are strings inside the app; the server gave them as numbers, so digit-only ids go back
 * as numbers, the way the original client sent them.
 */
export function toServerId(id: string): string | number {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** Ids inside a URL path are encoded so an odd id cannot change the path. */
export function pathId(id: string): string {
  return encodeURIComponent(id.trim());
}
