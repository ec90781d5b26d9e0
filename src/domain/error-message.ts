import { asRecord } from '@/domain/loose';
import { msg, type Msg, type Shown } from '@/locales/messages';
import { LOGIN_FALLBACK_ERROR } from './login-texts';

/** What the api layer's ApiError exposes; the domain reads failures through this shape only. */
export interface FailureInfo {
  kind: 'network' | 'timeout' | 'http' | 'invalid-response';
  status: number | null;
  serverMessage: string | null;
  serverErrors: unknown;
}

const FAILURE_KINDS: ReadonlySet<unknown> = new Set([
  'network',
  'timeout',
  'http',
  'invalid-response',
]);

export function isFailureInfo(e: unknown): e is FailureInfo {
  const record = asRecord(e);
  if (!record) return false;
  const { kind, status, serverMessage } = record;
  return (
    FAILURE_KINDS.has(kind) &&
    (status === null || (typeof status === 'number' && Number.isFinite(status))) &&
    (serverMessage === null || typeof serverMessage === 'string') &&
    'serverErrors' in record
  );
}

function serverMessageOf(error: unknown): string | null {
  const message = asRecord(error)?.serverMessage;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/**
 * The server's message when there is one (shown as sent, in any language), else the screen's
 * fallback text. Raw technical texts ('Failed to fetch', JSON parse errors) are deliberately never
 * shown to members.
 */
export function errorMessage(error: unknown, fallback: Msg): Shown {
  return serverMessageOf(error) ?? fallback;
}

// Validation errors are shallow in practice; the cap only guards against pathological input.
const MAX_DEPTH = 8;

function collectStrings(value: unknown, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.trim() !== '') out.push(value.trim());
    return;
  }
  const values = Array.isArray(value) ? value : Object.values(asRecord(value) ?? {});
  for (const inner of values) collectStrings(inner, depth + 1, out);
}

/** docs/behaviour.md#errors: every value of the `errors` object, flattened, one per line. */
export function flattenServerErrors(errors: unknown): string {
  const out: string[] = [];
  collectStrings(errors, 0, out);
  return out.join('\n');
}

export { LOGIN_FALLBACK_ERROR };

export function loginErrorMessage(error: unknown): Shown {
  return errorMessage(error, LOGIN_FALLBACK_ERROR);
}

export const NETWORK_ERROR_MESSAGE = msg('errors.network');
export const REGISTRATION_FALLBACK = msg('registration.failed');

export function registrationErrorMessage(error: unknown): Shown {
  if (isFailureInfo(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return NETWORK_ERROR_MESSAGE;
  }
  const flattened = flattenServerErrors(asRecord(error)?.serverErrors);
  return flattened || serverMessageOf(error) || REGISTRATION_FALLBACK;
}

/**
 * Registration errors mentioning email go under the email field instead of a dialog. Only the
 * server's words can be about the email: our own messages (no connection, the fallback) are about
 * the whole attempt, in any language.
 */
export function isEmailRelatedMessage(message: Shown): message is string {
  return typeof message === 'string' && message.toLowerCase().includes('email');
}
