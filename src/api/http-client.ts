/**
 * The one HTTP client (DESIGN.md): base URL rule, bearer header, JSON or multipart bodies, a
 * timeout, and one error type. Every failure leaves here as an ApiError.
 */
import { asRecord } from '@/domain/loose';
import { readAuthToken } from '@/storage/auth-storage';
import { currentApiBase } from './api-base';
import { ApiError } from './api-error';

export interface RequestOptions {
  method?: string;
  json?: unknown;
  formData?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * False for the visitor calls (login, registration, password reset): their 401 means wrong
   * credentials, not an expired session, even when a stale token happens to be stored.
   */
  reportUnauthorized?: boolean;
  /**
   * False for calls whose success answer is never read (SPEC.md section 7: registration,
   * password reset, creates, invites, attendance records, referral changes): any 2xx then
   * resolves to null whatever its body, so a `201 Created` sent as text still counts as success.
   */
  readBody?: boolean;
}

const DEFAULT_TIMEOUT_MS = 15_000;

const unauthorizedListeners = new Set<() => void>();

/** Called on a 401 answer to a request that carried the current token. Returns an unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function notifyUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) {
    try {
      listener();
    } catch {
      // One broken listener must not hide the request's own error from its caller.
    }
  }
}

function buildInit(options: RequestOptions, token: string | null, signal: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Multipart: the browser must write Content-Type itself, boundary included.
  if (!options.formData) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) body = JSON.stringify(options.json);
  return { method: options.method ?? 'GET', headers, body, signal } satisfies RequestInit;
}

/** Rejects when the signal aborts, even if a stubbed or stuck fetch ignores the signal. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function serverMessageOf(record: Record<string, unknown> | null): string | null {
  for (const value of [record?.message, record?.error]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function interpret(
  response: Response,
  text: string,
  readBody: boolean,
  onUnauthorizedStatus: () => void,
): unknown {
  const parsed = parseJson(text);
  if (!response.ok) {
    // Error bodies may be HTML from a proxy: then there is simply no server message.
    const record = parsed.ok ? asRecord(parsed.value) : null;
    if (response.status === 401) onUnauthorizedStatus();
    throw new ApiError('http', {
      status: response.status,
      serverMessage: serverMessageOf(record),
      serverErrors: record?.errors ?? null,
    });
  }
  if (!readBody || text.trim() === '') return null;
  // A 2xx HTML page (captive portal, SPA fallback) must not pass as data.
  if (!parsed.ok) throw new ApiError('invalid-response', { status: response.status });
  return parsed.value;
}

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const token = readAuthToken();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const toApiError = (cause: unknown): ApiError => {
    if (cause instanceof ApiError) return cause;
    if (timedOut) return new ApiError('timeout', { cause });
    const cancelled = options.signal?.aborted === true;
    return new ApiError('network', { cause, message: cancelled ? 'Request cancelled' : undefined });
  };
  // Only the session that made the request may be expired by its 401, never a newer login.
  const onUnauthorizedStatus = () => {
    if (token && options.reportUnauthorized !== false && readAuthToken() === token) {
      notifyUnauthorized();
    }
  };

  try {
    const init = buildInit(options, token, controller.signal);
    // Looked up per call so tests can stub the global.
    const response = await untilAborted(
      globalThis.fetch(currentApiBase() + path, init),
      init.signal,
    );
    const text = await untilAborted(response.text(), init.signal);
    return interpret(response, text, options.readBody !== false, onUnauthorizedStatus);
  } catch (error) {
    throw toApiError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
