// @vitest-environment node
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerIdempotency } from '../src/lib/idempotency';
import { IdempotencyStore } from '../src/lib/idempotency-store';

/**
 * A bare app with one counting route, so failures and slow handlers can be staged at will: through
 * inject() the real routes (in-process PGlite) finish before a second request is even parsed.
 */
function countingApp(handler: (call: number) => Promise<unknown>, waitMs?: number) {
  let clock = 0;
  let calls = 0;
  const app = Fastify();
  registerIdempotency(app, { now: () => clock, ...(waitMs ? { waitMs } : {}) });
  app.post('/write', async () => handler(++calls));
  app.get('/read', async () => ({ call: ++calls }));
  const post = () =>
    app.inject({ method: 'POST', url: '/write', headers: { 'idempotency-key': 'k' } });
  return { app, post, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('idempotency hooks', () => {
  it('does not store a 5xx, so the retry runs the handler and its answer is kept', async () => {
    const t = countingApp(async (call) => {
      if (call === 1) throw new Error('database hiccup');
      return { call };
    });
    expect((await t.post()).statusCode).toBe(500);
    const retry = await t.post();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ call: 2 });
    expect((await t.post()).json()).toEqual({ call: 2 });
    expect(t.calls()).toBe(2);
  });

  it('lets an in-flight replay wait for the first answer', async () => {
    const { open, opened } = gate();
    const t = countingApp(async (call) => {
      await opened;
      return { call };
    });
    // inject() only dispatches once its result is awaited or then-ed.
    const first = t.post().then((res) => res);
    const second = t.post().then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.calls()).toBe(1);
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a.json()).toEqual({ call: 1 });
    expect(b.body).toBe(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(t.calls()).toBe(1);
  });

  it('answers 409 when the first request outlasts the wait', async () => {
    const { open, opened } = gate();
    const t = countingApp(async (call) => {
      await opened;
      return { call };
    }, 30);
    // inject() only dispatches once its result is awaited or then-ed.
    const first = t.post().then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await t.post();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/still being processed/);
    open();
    expect((await first).statusCode).toBe(200);
  });

  it('forgets answers after the TTL and ignores reads', async () => {
    const t = countingApp(async (call) => ({ call }));
    await t.post();
    t.advance(24 * 60 * 60 * 1000);
    expect((await t.post()).json()).toEqual({ call: 2 });
    const read = () =>
      t.app.inject({ method: 'GET', url: '/read', headers: { 'idempotency-key': 'r' } });
    expect((await read()).json()).not.toEqual((await read()).json());
  });
});

describe('IdempotencyStore', () => {
  it('evicts the oldest entries beyond its bound', () => {
    const store = new IdempotencyStore({ now: () => 0, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) {
      const claim = store.begin(key, 'f');
      store.finish(key, claim, { statusCode: 201, contentType: 'application/json', body: key });
    }
    expect(store.size).toBe(2);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('c')).toMatchObject({ state: 'done', answer: { body: 'c' } });
  });
});
