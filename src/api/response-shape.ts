/**
 * Checks the api layer makes before handing a body to a domain normaliser. The normalisers
 * tolerate any object or array (yielding empty lists); a body of an entirely different kind
 * (a string, a number where a list belongs) means we are not talking to the API at all, and the
 * screen should show its load-failure text rather than an empty list.
 */
import { ApiError } from './api-error';

const isCount = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\s*\d+\s*$/.test(value));

/**
 * A wrapper whose `data` or `items` is a bare string, number or boolean (`{"data":"x"}`) wraps no
 * list at all: that is a broken answer, not an empty list, so the member sees the load-failure
 * text instead of "No ... available".
 */
function wrapsAPrimitive(body: object): boolean {
  if (Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return [record.data, record.items].some(
    (value) => value !== undefined && value !== null && typeof value !== 'object',
  );
}

/** A list answer: an array, a wrapping object, or nothing at all (204: an empty list). */
export function expectCollection(body: unknown): unknown {
  if (body === null) return body;
  if (typeof body === 'object' && !wrapsAPrimitive(body)) return body;
  const what = typeof body === 'object' ? 'a wrapper without a list' : typeof body;
  throw new ApiError('invalid-response', { message: `Expected a list, got ${what}` });
}

/**
 * GET /referrals may answer with just a count (docs/behaviour.md#server-calls): bare, as a numeric string, or
 * as a wrapper's number (`{"data": 3}`).
 */
export function expectCollectionOrCount(body: unknown): unknown {
  if (isCount(body)) return body;
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  if (typeof data === 'number' && Number.isFinite(data)) return body;
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
