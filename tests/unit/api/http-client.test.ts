import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { apiRequest } from '@/api/http-client';
import { jsonResponse, stubFetch, textResponse, wireHttpClient } from './fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('sends JSON with the JSON headers and no bearer without a token', async () => {
    const fetch = stubFetch(jsonResponse({ ok: true }));
    await expect(apiRequest('/login', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(fetch.last()).toEqual({
      url: '/api/v1/login',
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: { a: 1 },
    });
  });

  it('adds the bearer header when a token is stored', async () => {
    wireHttpClient('tok');
    const fetch = stubFetch(jsonResponse([]));
    await apiRequest('/users');
    expect(fetch.last().method).toBe('GET');
    expect(fetch.last().headers.Authorization).toBe('Bearer tok');
    expect(fetch.last().body).toBeUndefined();
  });

  it('lets the browser set the multipart Content-Type', async () => {
    const fetch = stubFetch(jsonResponse({}));
    const form = new FormData();
    form.append('user[fullname]', 'A');
    await apiRequest('/profile', { method: 'PATCH', formData: form });
    expect(fetch.last().headers['Content-Type']).toBeUndefined();
    expect(fetch.last().body).toBe(form);
  });

  it('reads an empty 2xx body as null', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/x', { method: 'POST' })).resolves.toBeNull();
  });

  it('times out with kind timeout, even when fetch ignores the abort signal', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => {}));
    const pending = failure(apiRequest('/slow'));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
  });

  it('honours a custom timeout', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    expect((await failure(apiRequest('/slow', { timeoutMs: 5 }))).kind).toBe('timeout');
  });

  it('reports a rejected fetch as kind network', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/x'));
    expect(error).toMatchObject({ kind: 'network', status: null, serverMessage: null });
  });

  it('reports a caller abort as kind network, not timeout', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = failure(apiRequest('/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('network');
  });

  it('reads a 500 HTML page as http without a server message', async () => {
    stubFetch(textResponse('<html>Bad gateway</html>', 500));
    const error = await failure(apiRequest('/x'));
    expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: null });
    expect(error.serverErrors).toBeNull();
  });

  it('keeps the message and errors of a 422', async () => {
    const errors = { email: ['has already been taken'] };
    stubFetch(jsonResponse({ message: 'Validation failed', errors }, 422));
    const error = await failure(apiRequest('/users', { method: 'POST', json: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 422, serverMessage: 'Validation failed' });
    expect(error.serverErrors).toEqual(errors);
    expect(error.message).toBe('Validation failed');
  });

  it('falls back to an error string for the server message', async () => {
    stubFetch(jsonResponse({ error: 'Forbidden' }, 403));
    expect((await failure(apiRequest('/x'))).serverMessage).toBe('Forbidden');
  });

  it('rejects a 2xx HTML page as invalid-response', async () => {
    stubFetch(textResponse('<!doctype html><title>Wi-Fi login</title>'));
    expect((await failure(apiRequest('/online_sessions'))).kind).toBe('invalid-response');
  });

  it('with readBody false, resolves any 2xx to null whatever its body', async () => {
    stubFetch(textResponse('Created', 201, 'text/plain'));
    await expect(apiRequest('/x', { method: 'POST', readBody: false })).resolves.toBeNull();
    stubFetch(jsonResponse({ id: 1 }, 201));
    await expect(apiRequest('/x', { method: 'POST', readBody: false })).resolves.toBeNull();
  });

  it('with readBody false, still reads a failure and its message', async () => {
    stubFetch(jsonResponse({ message: 'Taken', errors: { email: ['taken'] } }, 422));
    const error = await failure(apiRequest('/x', { method: 'POST', readBody: false }));
    expect(error).toMatchObject({ kind: 'http', status: 422, serverMessage: 'Taken' });
  });

  it('signals a 401 on a request that carried the token', async () => {
    const client = wireHttpClient('tok');
    stubFetch(jsonResponse({ message: 'expired' }, 401));
    expect((await failure(apiRequest('/users'))).status).toBe(401);
    expect(client.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not signal a 401 without a token, or for visitor calls', async () => {
    const client = wireHttpClient(null);
    stubFetch(jsonResponse({ message: 'Invalid email or password' }, 401));
    await failure(apiRequest('/login', { method: 'POST', json: {} }));
    client.setToken('stale');
    await failure(apiRequest('/login', { method: 'POST', json: {}, reportUnauthorized: false }));
    expect(client.unauthorized).not.toHaveBeenCalled();
  });

  it('does not end a newer sign-in when an old request answers 401', async () => {
    const client = wireHttpClient('old');
    stubFetch(() => {
      client.setToken('new');
      return Promise.resolve(jsonResponse({}, 401));
    });
    await failure(apiRequest('/users'));
    expect(client.unauthorized).not.toHaveBeenCalled();
  });

  it('a queued write’s 401 does not end the sign-in by itself: the outbox asks first', async () => {
    const client = wireHttpClient('tok');
    stubFetch(jsonResponse({ message: 'Not yours' }, 401));
    const error = await failure(apiRequest('/referrals/4', { method: 'PUT', queuedWrite: true }));
    expect(error).toMatchObject({ status: 401, serverMessage: 'Not yours' });
    expect(client.unauthorized).not.toHaveBeenCalled();
  });

  it('still rejects with the ApiError when the 401 handler throws', async () => {
    const client = wireHttpClient('tok');
    client.unauthorized.mockImplementation(() => {
      throw new Error('handler bug');
    });
    stubFetch(jsonResponse({}, 401));
    expect((await failure(apiRequest('/users'))).kind).toBe('http');
  });

  it('sends the Idempotency-Key of a write', async () => {
    const fetch = stubFetch(jsonResponse({}, 201));
    await apiRequest('/referrals', { method: 'POST', json: {}, idempotencyKey: 'k-1' });
    expect(fetch.last().headers['Idempotency-Key']).toBe('k-1');
  });

  it('reports an answer the service worker served from its cache, with its time', async () => {
    const onCachedAnswer = vi.fn();
    stubFetch(
      new Response('[]', {
        headers: { 'Content-Type': 'application/json', 'x-sw-cached-at': '1700000000000' },
      }),
    );
    await apiRequest('/user_meetings', { onCachedAnswer });
    expect(onCachedAnswer).toHaveBeenCalledWith(1_700_000_000_000);
    stubFetch(jsonResponse([]));
    await apiRequest('/user_meetings', { onCachedAnswer });
    expect(onCachedAnswer).toHaveBeenCalledTimes(1);
  });
});
