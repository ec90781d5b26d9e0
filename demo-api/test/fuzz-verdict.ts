import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './fuzz-cases';

/** What the fuzz requires of an answer, and how a failure reads. */

const messageOf = (res: LightMyRequestResponse): string | undefined => {
  try {
    const message = res.json<{ message?: unknown }>().message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Why this answer fails, or undefined: a 5xx, or a 4xx without a JSON `message`. The one 5xx the
 * API means to give is the idempotency contract's 503 with Retry-After, to a repeat sent while
 * the first is still running (demo-api/README.md#idempotency-keys).
 */
export function problemWith(
  res: LightMyRequestResponse,
  sameKeyAtOnce: boolean,
): string | undefined {
  const busy = res.statusCode === 503 && sameKeyAtOnce && res.headers['retry-after'] !== undefined;
  if (res.statusCode >= 500 && !(busy && messageOf(res) !== undefined)) {
    return `answered ${res.statusCode}`;
  }
  if (res.statusCode >= 400 && res.statusCode < 500 && messageOf(res) === undefined) {
    return `answered ${res.statusCode} without a JSON message`;
  }
  return undefined;
}

/** Control characters and lone surrogates written as escapes; long text cut in the middle. */
export function shown(text: string, max = 400): string {
  const visible = [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      const invisible = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      const lone = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
      return invisible || lone ? `\\u${code.toString(16).padStart(4, '0')}` : char;
    })
    .join('');
  if (visible.length <= max) return visible;
  return `${visible.slice(0, max - 80)} …(${visible.length - max + 20} more)… ${visible.slice(-60)}`;
}

/** The errors the server logged (a PostgreSQL error has a code: 22021 is a NUL in text). */
function errorsText(errors: unknown[]): string {
  if (errors.length === 0) return 'not logged';
  const lines = errors.map((error) => {
    const { name, message, code } = error as { name?: string; message?: string; code?: string };
    return `${name ?? 'Error'}: ${message ?? String(error)}${code ? ` (code ${code})` : ''}`;
  });
  return [...new Set(lines)].join('; ');
}

/** Method, URL, caller, the headers that matter, the body (shortened), the answer and its cause. */
export function failureText(
  request: InjectOptions,
  fuzz: FuzzCase,
  res: LightMyRequestResponse,
  problem: string,
  serverErrors: unknown[],
): string {
  // The caller's own token says nothing; an odd Authorization does.
  const { authorization, ...headers } = request.headers as Record<string, string>;
  const shownHeaders = { ...headers, ...(fuzz.headers.authorization ? { authorization } : {}) };
  const payload = request.payload as string | Buffer | undefined;
  return [
    `${request.method} ${shown(request.url as string, 300)} as ${fuzz.caller}` +
      (fuzz.copies > 1 ? `, ${fuzz.copies} copies at once` : ''),
    `  headers: ${shown(JSON.stringify(shownHeaders), 300)}`,
    `  body: ${payload === undefined ? '(none)' : shown(payload.toString())}`,
    `  ${problem}: ${shown(res.body, 200)}`,
    ...(res.statusCode >= 500 ? [`  server error: ${shown(errorsText(serverErrors))}`] : []),
  ].join('\n');
}
