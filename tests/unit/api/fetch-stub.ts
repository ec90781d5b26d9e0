import { vi } from 'vitest';
import { configureHttpClient } from '@/api/http-client';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A JSON answer, or a raw text body when `body` is a string and `raw` is set. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function textResponse(text: string, status = 200, type = 'text/html'): Response {
  return new Response(text, { status, headers: { 'Content-Type': type } });
}

/** Stubs global fetch with a queue of answers; the last one repeats. */
export function stubFetch(...answers: Array<Response | (() => Promise<Response>)>) {
  const calls: SentRequest[] = [];
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
    });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) return Promise.resolve(jsonResponse(null));
    return typeof next === 'function' ? next() : Promise.resolve(next.clone());
  });
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    calls,
    last(): SentRequest {
      const call = calls.at(-1);
      if (!call) throw new Error('fetch was not called');
      return call;
    },
  };
}

/**
 * Wires the http client the way the repository does at start-up, with a token the test controls
 * and a spy for the 401 handler.
 */
export function wireHttpClient(initialToken: string | null = null) {
  let token = initialToken;
  const unauthorized = vi.fn();
  configureHttpClient({ getToken: () => token, onUnauthorized: () => unauthorized() });
  return {
    unauthorized,
    setToken(next: string | null) {
      token = next;
    },
  };
}
