// Outbox budget (issue 15): 100 queued writes replayed against a server that takes 20 ms each,
// with two tabs of the app open; how long until all are sent, and how many IndexedDB writes the
// tab that did not replay made per replayed item.

const WRITES = 100;
const SERVER_DELAY_MS = 20;

/** Counts every IndexedDB write call the page makes (put, add, delete, clear). */
function countIdbWrites() {
  window.__idbWrites = 0;
  for (const name of ['put', 'add', 'delete', 'clear']) {
    const original = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function counted(...args) {
      window.__idbWrites += 1;
      return original.apply(this, args);
    };
  }
}

/** Stores `count` queued new referrals for the member, as the app's outbox would. */
async function seedOutbox({ memberKey, count, recipientId }) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('member-portal-outbox');
    request.onupgradeneeded = () => request.result.createObjectStore('writes');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = db.transaction('writes', 'readwrite');
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const id = `bench-${now}-${i}`;
    const variables = {
      referredToId: recipientId,
      recipientName: 'Priya Nair',
      description: `Bench referral ${i}`,
      status: 'pending',
      createdAt: now + i,
    };
    tx.objectStore('writes').put(
      {
        schema: 1,
        id,
        memberKey,
        memberName: 'Bench',
        write: 'createReferral',
        variables,
        item: `new-referral:${recipientId}:${now + i}`,
        description: 'Referral to Priya Nair',
        idempotencyKey: id,
        createdAt: now + i,
        attempts: 0,
        nextAttemptAt: now + i,
        unclear: false,
        state: 'queued',
        failure: null,
      },
      id,
    );
  }
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

async function outboxCount() {
  const db = await new Promise((resolve) => {
    const request = indexedDB.open('member-portal-outbox');
    request.onsuccess = () => resolve(request.result);
  });
  const count = await new Promise((resolve) => {
    const request = db.transaction('writes').objectStore('writes').count();
    request.onsuccess = () => resolve(request.result);
  });
  db.close();
  return count;
}

export async function replayTimings(browser, base, signIn) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(countIdbWrites);
  const first = await context.newPage();
  // The demo API's fault switch holds each new referral SERVER_DELAY_MS before answering.
  const held = await first.request.post(`${base}/api/dev/faults`, {
    data: { path: '/api/v1/referrals', method: 'POST', mode: 'stall', delay_ms: SERVER_DELAY_MS },
  });
  if (held.status() !== 201) throw new Error(`holding the server failed: ${held.status()}`);
  const memberKey = await signIn(first);
  const users = await first.evaluate(async () => {
    const response = await fetch('/api/v1/users', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return response.json();
  });
  const list = Array.isArray(users) ? users : users.data;
  const recipientId = String(list.find((user) => user.fullname === 'Priya Nair').id);
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto(`${base}/dashboard`);
    await page.getByRole('region', { name: 'Online Session' }).waitFor();
  }
  await context.setOffline(true);
  await first.evaluate(seedOutbox, { memberKey, count: WRITES, recipientId });
  const before = await Promise.all(
    [first, second].map((p) => p.evaluate(() => window.__idbWrites)),
  );
  const started = Date.now();
  await context.setOffline(false); // both tabs hear the network return
  while ((await first.evaluate(outboxCount)) > 0) {
    if (Date.now() - started > 60_000) throw new Error('replay did not finish in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const replayMs = Date.now() - started;
  // Let the last saves land before counting.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await Promise.all([first, second].map((p) => p.evaluate(() => window.__idbWrites)));
  const writes = after.map((count, i) => count - before[i]);
  await context.close();
  return {
    replay100WritesMs: replayMs,
    replayFollowerIdbWritesPerItem: Math.min(...writes) / WRITES,
    replayLeaderIdbWritesPerItem: Math.max(...writes) / WRITES,
  };
}
