// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheStampPlugin, noteSignedOut } from '../../../src-sw/cache-stamp';

type Callback = (param: Record<string, unknown>) => Promise<Response | Request | null | undefined>;
const requestWillFetch = cacheStampPlugin.requestWillFetch as unknown as Callback;
const cacheWillUpdate = cacheStampPlugin.cacheWillUpdate as unknown as Callback;

const answer = () =>
  new Response('[{"id":1}]', { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the worker stamps the answers it stores', () => {
  // The app reads this header back (tests/unit/api/http-client.test.ts, 'x-sw-cached-at').
  it('adds the time it stored the answer, keeping the body', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-20T09:15:00Z'));
    const state = {};
    const request = new Request('http://x.test/api/v1/online_sessions');
    await requestWillFetch({ request, state });
    const stored = (await cacheWillUpdate({ request, response: answer(), state })) as Response;
    expect(stored.headers.get('x-sw-cached-at')).toBe(String(Date.parse('2026-11-20T09:15:00Z')));
    expect(await stored.json()).toEqual([{ id: 1 }]);
    expect(stored.headers.get('Content-Type')).toBe('application/json');
  });

  it('refuses to store an answer to a request that started before a sign-out', async () => {
    const state = {};
    const request = new Request('http://x.test/api/v1/online_sessions');
    await requestWillFetch({ request, state });
    noteSignedOut();
    expect(await cacheWillUpdate({ request, response: answer(), state })).toBeNull();

    const later = {};
    await requestWillFetch({ request, state: later });
    expect(await cacheWillUpdate({ request, response: answer(), state: later })).not.toBeNull();
  });

  it('refuses an answer whose body was still being read when the member signed out', async () => {
    const state = {};
    const request = new Request('http://x.test/api/v1/online_sessions');
    await requestWillFetch({ request, state });
    const slowBody = answer();
    const read = slowBody.blob.bind(slowBody);
    slowBody.blob = async () => {
      noteSignedOut();
      return read();
    };
    expect(await cacheWillUpdate({ request, response: slowBody, state })).toBeNull();
  });
});
