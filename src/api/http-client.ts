/**
 * The one HTTP client (docs/architecture.md#layers): base URL rule, bearer header, JSON or multipart bodies, a
 * timeout, and one error type. Every failure leaves here as an ApiError.
 */
import { asRecord } from '@/domain/loose';
import { currentApiBase } from './api-base';
import { ApiError } from './api-error';
import { parseRetryAfter } from '@/domain/write-retry';
import { httpClientWiring } from './http-wiring';
import { noteServerDate } from './server-clock';

export interface RequestOptions {
  method?: string;
  json?: unknown;
  formData?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * False for the visitor calls (login, registration, password reset): their 401 means wrong
   * credentials, not an ended sign-in, even when a stale token happens to be stored.
   */
  reportUnauthorized?: boolean;
  /**
   * False for calls whose success answer is never read (docs/behaviour.md#server-calls: registration,
   * password reset, creates, invites, attendance records, referral changes): any 2xx then
   * resolves to null whatever its body, so a `201 Created` sent as text still counts as success.
   */
  readBody?: boolean;
  /**
   * Sent as the Idempotency-Key header on writes. A write replayed after a reload carries the key
   * it was first sent with, so the server can answer the repeat without acting twice.
   */
  idempotencyKey?: string;
  /**
   * Called when the answer came from the service worker's cache rather than the network, with
   * the time the worker stored it (epoch ms), so the repository can show how old the data is.
   */
  onCachedAnswer?: (cachedAt: number) => void;
  /**
   * A queued write: its 401 does not end the sign-in by itself. Many backends answer 401 for "not
   * allowed", and proxies strip Authorization on some methods; the outbox asks the server whether
   * the sign-in still holds before it decides (docs/decisions.md#retry-policy).
   */
  queuedWrite?: boolean;
  /**
   * The bearer token to send instead of the current sign-in's: for a call made on behalf of a
   * sign-in that has just ended (logout), whose token is no longer stored.
   */
  token?: string;
}

/** The header the service worker stamps on the list answers it stores (src-sw/cache-stamp.ts). */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

const DEFAULT_TIMEOUT_MS = 15_000;

export { configureHttpClient, type HttpClientWiring } from './http-wiring';

function notifyUnauthorized(): void {
  try {
    httpClientWiring().onUnauthorized();
  } catch {
    // A broken handler must not hide the request's own error from its caller.
  }
}

function buildInit(options: RequestOptions, token: string | null, signal: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Multipart: the browser must write Content-Type itself, boundary included.
  if (!options.formData) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
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

function bodyOrApiError(
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
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    });
  }
  if (!readBody || text.trim() === '') return null;
  // A 2xx HTML page (captive portal, SPA fallback) must not pass as data.
  if (!parsed.ok) throw new ApiError('invalid-response', { status: response.status });
  return parsed.value;
}

function reportCachedAnswer(response: Response, options: RequestOptions): void {
  const stamp = Number(response.headers.get(CACHED_AT_HEADER));
  if (response.ok && stamp > 0 && Number.isFinite(stamp)) options.onCachedAnswer?.(stamp);
}

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const token = options.token ?? httpClientWiring().getToken();
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
  // Only the sign-in that made the request may be ended by its 401, never a newer one.
  const onUnauthorizedStatus = () => {
    if (!token || options.reportUnauthorized === false || options.queuedWrite === true) return;
    if (httpClientWiring().getToken() === token) notifyUnauthorized();
  };

  try {
    const init = buildInit(options, token, controller.signal);
    // Looked up per call so tests can stub the global.
    const response = await untilAborted(
      globalThis.fetch(currentApiBase() + path, init),
      init.signal,
    );
    const text = await untilAborted(response.text(), init.signal);
    if (!response.headers.has(CACHED_AT_HEADER)) noteServerDate(response.headers.get('Date'));
    reportCachedAnswer(response, options);
    return bodyOrApiError(response, text, options.readBody !== false, onUnauthorizedStatus);
  } catch (error) {
    throw toApiError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A write whose answer the app does not read (the spec's writes answer nothing the app needs):
 * a failure still throws, with the server's message when it sent one.
 */
export async function sendWrite(
  method: 'POST' | 'PUT',
  path: string,
  json: unknown,
  options: Pick<RequestOptions, 'idempotencyKey' | 'signal' | 'queuedWrite'>,
): Promise<void> {
  await apiRequest(path, { ...options, method, json, readBody: false });
}
