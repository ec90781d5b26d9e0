/**
 * docs/architecture.md's table of what the device keeps, checked cell by cell against the real
 * code: each event is driven as it happens in the app, then the storage behind each row is read.
 */
import { waitFor } from '@testing-library/react';
import { createStore, entries, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  json,
  outboxRecords,
  persistedCache,
  renderWithEngine,
  startEachTestSignedIn,
  startFreshApp,
  waitForPersisted,
  waitingRecord,
  type App,
} from './engine-harness';
import architectureDoc from '../../../docs/architecture.md?raw';

startEachTestSignedIn();

type Event = 'logout' | '401' | 'another member signs in' | 'start while signed out';
type Fate = 'gone' | 'kept' | 'replaced';
const EVENTS: Event[] = ['logout', '401', 'another member signs in', 'start while signed out'];

/** Every word the table may use, and what it means for the stored data. */
const FATES: Record<string, Fate> = {
  delete: 'gone',
  'delete after the warning': 'gone',
  "delete the previous member's": 'gone',
  'delete leftovers': 'gone',
  'ask, then delete': 'gone',
  'none to keep': 'gone',
  keep: 'kept',
  'keep for that member': 'kept',
  'keep for its member': 'kept',
  replace: 'replaced',
};

function retentionTable(): Array<{ what: string; cells: Record<Event, string> }> {
  const doc = architectureDoc;
  const section = doc.slice(
    doc.indexOf('<!-- retention:start -->'),
    doc.indexOf('<!-- retention:end -->'),
  );
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  expect(header?.slice(1)).toEqual(EVENTS);
  return body.map(([what = '', ...cells]) => ({
    what,
    cells: Object.fromEntries(EVENTS.map((event, i) => [event, cells[i] ?? ''])) as Record<
      Event,
      string
    >,
  }));
}

const mirror = () => createStore('member-portal', 'kv');
const outbox = () => createStore('member-portal-outbox', 'writes');
const push = () => createStore('member-portal-push', 'state');
let cacheNames = new Set<string>();

/** How each row's storage is found on the device: as member 5 left it, or as member 6 has it. */
const ROWS: Record<string, () => Promise<Fate>> = {
  'token and login response': async () => {
    const token = localStorage.getItem('auth_token');
    const mirrored = new Map(await entries<string, string>(mirror()));
    if (token === 'token-6' && localStorage.getItem('auth_response')?.includes('Member 6')) {
      return 'replaced';
    }
    const five = [token, localStorage.getItem('auth_response'), mirrored.get('auth_token')];
    return five.every((value) => value === null || value === undefined) ? 'gone' : 'kept';
  },
  'cached lists': async () =>
    (await persistedCache('5')) === null && !cacheNames.has('api-lists') ? 'gone' : 'kept',
  'waiting changes': async () =>
    (await outboxRecords()).some((record) => record.memberKey === '5') ? 'kept' : 'gone',
  'accepted ids, joins and the referrals tab': async () =>
    localStorage.getItem('accepted_sessions_5') === null &&
    localStorage.getItem('joins_5') === null &&
    localStorage.getItem('referrals_active_tab') === null
      ? 'gone'
      : 'kept',
  "live alerts' marks": async () =>
    ['referrals_seen_m5', 'start_alerts_m5', 'alerts_on_m5'].every(
      (key) => localStorage.getItem(key) !== null,
    )
      ? 'kept'
      : 'gone',
  push: async () => ((await entries(push())).length === 0 ? 'gone' : 'kept'),
  'device preferences': async () => {
    const values = ['color_scheme', 'install_hint_dismissed', 'app_opened', 'remembered_email'].map(
      (key) => localStorage.getItem(key),
    );
    return values.every((value) => value !== null) ? 'kept' : 'gone';
  },
};

function rowOf(what: string): () => Promise<Fate> {
  const name = Object.keys(ROWS).find((row) => what.startsWith(`${row}:`));
  if (!name) throw new Error(`The test does not know the row "${what}": teach it how to find it.`);
  return ROWS[name]!;
}

/** Member 5, signed in through the login screen, with something in every row. */
async function memberFiveWithEverything(): Promise<{ app: App; api: ReturnType<typeof fakeApi> }> {
  localStorage.clear();
  cacheNames = new Set(['api-lists', 'workbox-precache-v2-http://localhost/']);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...cacheNames]),
    delete: (name: string) => Promise.resolve(cacheNames.delete(name)),
  });
  const api = fakeApi();
  api.on('POST', '/login', json({ token: 'token-5', user: { id: 5, fullname: 'Member 5' } }));
  api.on('GET', '/online_sessions', json([{ id: 1, topic: 'Mine', mode: 'online' }]));
  const app = await startFreshApp();
  await app.auth.signIn({ email: 'five@example.com', password: 'pw', remember: true });
  const view = renderWithEngine(app, () => app.reads.useSessions());
  await waitFor(() => expect(view.result.current.data?.items).toHaveLength(1));
  await waitForPersisted('5', (cache) => cache.clientState.queries.length > 0);
  view.unmount();
  await set('w1', waitingRecord('w1', '5'), outbox());
  localStorage.setItem('accepted_sessions_5', '["1"]');
  localStorage.setItem('joins_5', JSON.stringify([{ kind: 'session', id: '1', at: Date.now() }]));
  localStorage.setItem('referrals_active_tab', 'sent');
  // Live alerts' marks, under the member's tag (the name is not what is tested: that they stay).
  localStorage.setItem('referrals_seen_m5', JSON.stringify({ received: ['1'], sent: {} }));
  localStorage.setItem('start_alerts_m5', JSON.stringify({ 'session:1': Date.now() }));
  localStorage.setItem('alerts_on_m5', '1');
  await set(
    'signed-in',
    { member: 'backend-tag-5', memberTag: 'm5', endpoint: 'https://push.example/5' },
    push(),
  );
  await set('unseen', 2, push());
  localStorage.setItem('color_scheme', 'dark');
  localStorage.setItem('install_hint_dismissed', '1');
  localStorage.setItem('app_opened', '3');
  await waitFor(async () => expect(new Map(await entries(mirror())).has('auth_token')).toBe(true));
  return { app, api };
}

const EVENT_RUNS: Record<Event, (app: App, api: ReturnType<typeof fakeApi>) => Promise<void>> = {
  logout: async (app) => {
    await app.auth.signOut();
  },
  '401': async (app, api) => {
    api.on('GET', '/online_sessions', json({ message: 'Unauthorized' }, 401));
    renderWithEngine(app, () => app.reads.useSessions());
    await waitFor(() => expect(app.auth.isSignedIn()).toBe(false));
  },
  'another member signs in': async (app, api) => {
    api.on('POST', '/login', json({ token: 'token-6', user: { id: 6, fullname: 'Member 6' } }));
    const answer = await app.auth.signIn({
      email: 'six@example.com',
      password: 'pw',
      remember: true,
    });
    // Asked first: nothing of member 5's waiting changes goes before the answer.
    expect(answer).toMatchObject({ status: 'confirm-discard', ownerName: 'Member 5' });
    expect(await outboxRecords()).toHaveLength(1);
    if (answer.status === 'confirm-discard') await answer.discardAndSignIn();
  },
  'start while signed out': async () => {
    // A sign-out the app could not finish (closed at once): the marker was written and the
    // token went from localStorage; everything else was left behind.
    localStorage.setItem('signed_out', '1');
    localStorage.removeItem('auth_token');
    localStorage.removeItem('auth_response');
    await startFreshApp();
  },
};

describe('what the device keeps (docs/architecture.md#what-the-device-keeps)', () => {
  const table = retentionTable();

  it('has a row for every kind of stored data the test knows', () => {
    expect(table.map(({ what }) => what.split(':')[0])).toEqual(Object.keys(ROWS));
  });

  for (const event of EVENTS) {
    it(`${event}: each row's storage is as the table says`, async () => {
      const expected = table.map(({ what, cells }) => {
        const fate = FATES[cells[event]];
        if (!fate) throw new Error(`The test does not know "${cells[event]}" (${what}, ${event}).`);
        return { what, fate, read: rowOf(what) };
      });
      const { app, api } = await memberFiveWithEverything();
      await EVENT_RUNS[event](app, api);
      // What must go or change is awaited (the cleanup runs on after the event's first step);
      // then what must stay is read.
      for (const { what, fate, read } of expected.filter(({ fate }) => fate !== 'kept')) {
        await waitFor(async () => expect({ what, fate: await read() }).toEqual({ what, fate }), {
          timeout: 3000,
        });
      }
      for (const { what, fate, read } of expected.filter(({ fate }) => fate === 'kept')) {
        expect({ what, fate: await read() }).toEqual({ what, fate });
      }
    });
  }
});
