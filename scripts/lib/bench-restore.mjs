// Restore budget of the data engine: with 2,000 sessions, 500 meetings and 500 referrals
// persisted, the time from app start to the cached lists being in memory.
import { readFileSync } from 'node:fs';

/** The app's cache schema, read from its source: a seeded cache of another schema is dropped. */
const SCHEMA = /CACHE_SCHEMA = '([^']+)'/.exec(
  readFileSync(
    new URL('../../src/repository/engine/cache-persistence.ts', import.meta.url),
    'utf8',
  ),
)[1];

const day = 24 * 60 * 60 * 1000;

function query(queryKey, data, updatedAt) {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: updatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

/** A persisted client as the app writes it, with big lists, for member `memberKey`. */
export function bigPersistedClient(memberKey, now = Date.now()) {
  const sessions = Array.from({ length: 2000 }, (_, i) => ({
    id: String(i + 1),
    instructor: `Instructor ${i}`,
    topic: `Topic number ${i} about growing a business network`,
    link: i % 2 ? 'https://meet.example.com/room' : `Hall ${i}, Pune`,
    mode: i % 2 ? 'online' : 'offline',
    // Five are over; none starts within half an hour, so no 'Starting now' covers the screen.
    startsAt: now + (i - 5) * 60 * 60 * 1000 + 30 * 60 * 1000,
    name: '',
  }));
  const meetings = Array.from({ length: 500 }, (_, i) => ({
    id: String(i + 1),
    title: `Meeting ${i}`,
    link: 'https://meet.example.com/m',
    description: 'Weekly members meeting with introductions and referrals',
    startsAt: now + i * day + 60 * 60 * 1000,
    name: '',
  }));
  const referrals = Array.from({ length: 500 }, (_, i) => ({
    id: String(i + 1),
    description: `Referral ${i} for accounting services`,
    status: ['pending', 'in process', 'done'][i % 3],
    createdAt: now - i * day,
    sender: { id: '2', fullname: 'Member Two', avatarUrl: null },
    recipient: { id: '3', fullname: 'Member Three', avatarUrl: null },
  }));
  const key = (...rest) => ['member', memberKey, ...rest];
  const fetchedAt = now - 60_000;
  return {
    buster: SCHEMA,
    timestamp: now,
    clientState: {
      mutations: [],
      queries: [
        query(key('sessions'), { items: sessions, total: sessions.length }, fetchedAt),
        query(key('meetings'), { items: meetings, total: meetings.length }, fetchedAt),
        query(key('referrals', 'given'), { referrals, count: referrals.length }, fetchedAt),
        query(key('referrals', 'received'), { referrals, count: referrals.length }, fetchedAt),
      ],
    },
  };
}

/** Writes the persisted client into the page's IndexedDB where the app's persister reads it. */
export async function seedPersistedClient(page, memberKey, client) {
  await page.evaluate(
    async ({ key, text }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('member-portal-cache');
        request.onupgradeneeded = () => request.result.createObjectStore('clients');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction('clients', 'readwrite');
        tx.objectStore('clients').put(text, key);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { key: `query-cache:${memberKey}`, text: JSON.stringify(client) },
  );
}

/** ms from the 'app-start' mark to the 'member-cache-restored' mark of the current page. */
export async function restoreMs(page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('member-cache-restored').length > 0,
  );
  return page.evaluate(() => {
    const [start] = performance.getEntriesByName('app-start');
    const [restored] = performance.getEntriesByName('member-cache-restored');
    return restored.startTime - start.startTime;
  });
}
