import type { FastifyRequest } from 'fastify';
import { unprocessable, type HttpError } from './http-errors';

/**
 * Control characters no field of this API has a use for: C0 and DEL, except tab and line breaks
 * (descriptions and addresses span lines). NUL matters most: PostgreSQL refuses it in text, so
 * it would reach the database as a 500. They are refused, not stripped: a client that sends
 * them is broken, and saving something other than what was sent would hide that.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasUnwantedControlCharacter = (text: string): boolean => UNWANTED.test(text);

export const CONTROL_CHARACTER_MESSAGE = 'contains characters that are not allowed';

/** 'referred_to_id' → 'Referred to id', the way the API's other field messages name a field. */
const humanize = (field: string): string => {
  const words = field.replace(/_/g, ' ').trim() || 'A field';
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The first field, by its own name (not its nesting), whose text holds an unwanted character. */
function offendingField(value: unknown, name: string, depth = 0): string | null {
  if (typeof value === 'string') return hasUnwantedControlCharacter(value) ? name : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value)
    ? value.map((v) => [name, v] as const)
    : Object.entries(value);
  for (const [key, inner] of entries) {
    if (hasUnwantedControlCharacter(key)) return name || key;
    const found = offendingField(inner, key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A 422 naming the field, in the shape of the API's other field errors. */
export function controlCharacterError(field: string): HttpError {
  const key = field || 'base';
  return unprocessable({ [key]: [`${humanize(field)} ${CONTROL_CHARACTER_MESSAGE}`] });
}

/**
 * Before any handler: the query string and a JSON body. Multipart fields are read by their
 * handler; `str()` refuses them there (lib/validate.ts).
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  for (const source of [request.query, request.body]) {
    const field = offendingField(source, '');
    if (field !== null) throw controlCharacterError(field);
  }
}
