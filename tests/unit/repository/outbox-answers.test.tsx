/**
 * "An answer is shown, no answer is queued" (docs/behaviour.md#waiting-changes): a write tapped online
 * whose first try gets an HTTP answer shows that answer at once and leaves nothing on the
 * device; only a write that got no answer waits and is sent again on its own.
 */
import { configure, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  englishText,
  fakeApi,
  json,
  outboxRecords,
  startEachTestSignedIn,
} from './engine-harness';
import { openTab, quietLists, referral, run, session } from './outbox-tabs';

startEachTestSignedIn();
// Each check waits on a condition; on a busy two-core machine a replay can take seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const INVITE = '/online_sessions/12/send_invite';

async function collectNotices(): Promise<string[]> {
  const notices: string[] = [];
  (await import('@/repository/write-notices')).onWriteNotice((n) =>
    notices.push(englishText(n.message)),
  );
  return notices;
}

describe('a write tapped online', () => {
  it.each([
    { answer: () => json({ message: 'Mail server down' }, 500), shown: 'Mail server down' },
    {
      answer: () => new Response('<html>Bad gateway</html>', { status: 502 }),
      shown: 'Failed to send invite',
    },
    { answer: () => json({}, 429, { 'Retry-After': '5' }), shown: 'Failed to send invite' },
    { answer: () => json({}, 408), shown: 'Failed to send invite' },
    { answer: () => json({ message: 'Session is full' }, 422), shown: 'Session is full' },
  ])(
    'Accept answered $shown: shown at once, nothing queued, the button can be tapped again',
    async ({ answer, shown }) => {
      const api = fakeApi();
      quietLists(api);
      api.on('POST', INVITE, answer);
      const { tab } = await openTab();
      const notices = await collectNotices();

      expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
        status: 'failed',
        message: shown,
      });
      expect(notices).toEqual([shown]);
      expect(tab.result.current.waiting).toEqual([]);
      expect(await outboxRecords()).toEqual([]);
      expect(tab.result.current.accepted.data?.has('12')).toBe(false);

      // Tapped again: a new request with a new key, and this time it is taken.
      api.on('POST', INVITE, json({}, 200));
      expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
        status: 'sent',
      });
      const [first, second] = api.to('POST', INVITE);
      expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
      expect(api.to('POST', INVITE)).toHaveLength(2);
    },
  );

  it('Create Referral answered with a server error shows it and adds nothing to Sent', async () => {
    const api = fakeApi();
    quietLists(api);
    api.on('POST', '/referrals', json({}, 500));
    const { tab } = await openTab();
    const notices = await collectNotices();
    expect(await run(() => tab.result.current.refer(referral('Needs a CA')))).toEqual({
      status: 'failed',
      message: 'Failed to create referral',
    });
    expect(notices).toEqual(['Failed to create referral']);
    expect(tab.result.current.given.data?.items).toEqual([]);
    expect(tab.result.current.waiting).toEqual([]);
    expect(await outboxRecords()).toEqual([]);
  });

  it('no answer (a dropped connection) is queued and sent again on its own', async () => {
    const api = fakeApi();
    quietLists(api);
    let tries = 0;
    api.on('POST', INVITE, () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({}, 200);
    });
    const { tab } = await openTab();
    const notices = await collectNotices();
    expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
      status: 'queued',
    });
    expect(notices).not.toContain('Failed to send invite');
    await waitFor(() => expect(tab.result.current.accepted.data?.has('12')).toBe(true), {
      timeout: 5_000,
    });
    const keys = new Set(api.to('POST', INVITE).map((call) => call.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('a 503 saying the same key is still being worked on is not an answer: the write waits', async () => {
    const api = fakeApi();
    quietLists(api);
    const stillWorking =
      'A request with this Idempotency-Key is still being processed; retry later';
    api.on('POST', INVITE, json({ message: stillWorking }, 503, { 'Retry-After': '2' }));
    const { tab } = await openTab();
    const notices = await collectNotices();
    expect(await run(() => tab.result.current.accept(session('12')))).toEqual({
      status: 'queued',
    });
    expect(notices).not.toContain(stillWorking);
    expect(tab.result.current.waiting).toEqual([
      expect.objectContaining({ state: 'retrying', description: 'Accept: Topic 12' }),
    ]);
  });

  it('an answer that comes after the tap stopped waiting is a replay: a 500 is retried', async () => {
    const api = fakeApi();
    quietLists(api);
    const late = deferred<Response>();
    api.on('POST', INVITE, () => late.promise);
    const { tab } = await openTab();
    const accepting = run(() => tab.result.current.accept(session('12')));
    await waitFor(() => expect(api.to('POST', INVITE)).toHaveLength(1));
    // The answer arrives past the tap's wait (20 s).
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 21_000);
    late.resolve(json({ message: 'Mail server down' }, 500));
    expect(await accepting).toEqual({ status: 'queued' });
    await waitFor(async () => expect((await outboxRecords())[0]?.attempts).toBe(1));
  });

  it('two tabs: the answer to a tap in one tab clears the write from both', async () => {
    const api = fakeApi();
    quietLists(api);
    const answer = deferred<Response>();
    api.on('POST', INVITE, () => answer.promise);
    const first = await openTab();
    const second = await openTab({ alongside: true });
    const accepting = run(() => second.tab.result.current.accept(session('12')));
    await waitFor(() =>
      expect(first.tab.result.current.waiting).toEqual([
        expect.objectContaining({ description: 'Accept: Topic 12' }),
      ]),
    );
    answer.resolve(json({ message: 'Mail server down' }, 500));
    expect(await accepting).toEqual({ status: 'failed', message: 'Mail server down' });
    for (const { tab } of [first, second])
      await waitFor(() => expect(tab.result.current.waiting).toEqual([]));
    expect(await outboxRecords()).toEqual([]);
    expect(api.to('POST', INVITE)).toHaveLength(1);
  });
});
