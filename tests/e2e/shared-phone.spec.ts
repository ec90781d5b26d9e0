import { createHash } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  createReferralViaApi,
  createSessionViaApi,
  referralCountsViaApi,
  registerMember,
  revokeSignInsViaPasswordReset,
  signInViaApi,
  uniqueTopic,
  type ApiSignIn,
} from './api-helpers';
import {
  expectNothingOfTheMemberStored,
  logIn,
  storedContents,
  storedLeftovers,
  waitForServiceWorker,
} from './helpers';

// The members on the phone are the tests' own (registerMember): their counters must not move
// under a test running beside these, and the server ends one's every sign-in.
const PRIYA = { email: 'priya.nair@example.com', password: 'demo1234' }; // the other side of their referrals

const SIGNED_OUT_BY_SERVER = 'Your sign-in has expired. Please log in again.';

/** A member with a referral sent and one received that no one else on the phone may ever see. */
interface Member {
  account: { email: string; password: string };
  api: ApiSignIn;
  sent: string;
  received: string;
}

async function memberWithOwnReferrals(
  request: APIRequestContext,
  who: Member['account'],
  other: ApiSignIn,
): Promise<Member> {
  const api = await signInViaApi(request, who);
  const sent = uniqueTopic(`Sent by ${who.email} only`);
  const received = uniqueTopic(`Received by ${who.email} only`);
  await createReferralViaApi(request, { from: api, to: other, description: sent });
  await createReferralViaApi(request, { from: other, to: api, description: received });
  return { account: who, api, sent, received };
}

/** Logs in on the page and returns the token the app stored. */
async function logInOnPhone(page: Page, member: Member): Promise<string> {
  await logIn(page, member.account);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** How the worker tags a member's cached answers (src-sw/user-scoped-cache-key.ts). */
const workerCacheTag = (token: string) =>
  `__member=${createHash('sha256').update(`Bearer ${token}`).digest('hex').slice(0, 32)}`;
const persistedCacheKey = (member: Member) =>
  `member-portal-cache/clients/query-cache:${member.api.id}`;
const acceptedIdsKey = (member: Member) => `accepted_sessions_${member.api.id}`;

/** The stored lines that hold `trace`, shortened, so a failure says where the data was left. */
const linesWith = (text: string, trace: string) =>
  text
    .split('\n')
    .filter((line) => line.includes(trace))
    .map((line) => line.slice(0, 160));

/**
 * The member's lists are on the phone for offline use, in the persisted query cache and in the
 * worker's cache under their token: what the checks for leftovers below must then not find.
 */
async function expectKeptForOffline(page: Page, member: Member, token: string) {
  const tag = workerCacheTag(token);
  await expect
    .poll(async () => {
      const { text } = await storedContents(page);
      const lines = text.split('\n');
      const persisted = lines.filter((line) => line.startsWith('indexedDB member-portal-cache/'));
      const cached = lines.filter((line) => line.startsWith('cache api-') && line.includes(tag));
      return {
        persisted: persisted.some((l) => l.includes(member.sent) && l.includes(member.received)),
        workerSent: cached.some((line) => line.includes(member.sent)),
        workerReceived: cached.some((line) => line.includes(member.received)),
      };
    })
    .toEqual({ persisted: true, workerSent: true, workerReceived: true });
}

/** Nothing of the member in localStorage, IndexedDB or Cache Storage. */
async function expectNoTraceOf(page: Page, member: Member, token: string) {
  const stored = await storedContents(page);
  for (const trace of [member.sent, member.received, token, workerCacheTag(token)]) {
    expect(linesWith(stored.text, trace), `stored entries holding ${trace}`).toEqual([]);
  }
  expect(stored.localKeys).not.toContain(acceptedIdsKey(member));
  expect(stored.idbKeys).not.toContain(persistedCacheKey(member));
}

/**
 * Which of `texts` the page ever showed, and whose token was stored at that moment, on every
 * document the page loads: a flash of the previous member's list before a refresh counts too.
 */
async function recordSightings(page: Page, texts: string[]) {
  const sightings: Array<{ text: string; token: string | null }> = [];
  await page.exposeFunction('e2eSaw', (text: string, token: string | null) => {
    sightings.push({ text, token });
  });
  await page.addInitScript((watched: string[]) => {
    const reported = new Set<string>();
    const report = (window as unknown as { e2eSaw: (text: string, token: string | null) => void })
      .e2eSaw;
    new MutationObserver(() => {
      const shown = document.body?.textContent ?? '';
      const token = localStorage.getItem('auth_token');
      for (const text of watched) {
        if (!shown.includes(text) || reported.has(`${token} ${text}`)) continue;
        reported.add(`${token} ${text}`);
        report(text, token);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
  return {
    shownTo: (token: string) => sightings.filter((s) => s.token === token).map((s) => s.text),
  };
}

/** The counters as the page's text reads them, so the watcher can tell whose counts show. */
const countersText = ({ given, received }: { given: number; received: number }) =>
  `Referrals Given${given}Referrals Received${received}Total Sessions`;

function counter(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Counters' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

/** The dashboard shows the member's counters and whether they accepted the session `topic`. */
async function expectDashboardOf(
  page: Page,
  counts: { given: number; received: number },
  topic: string,
  accepted: boolean,
) {
  await expect(counter(page, 'Referrals Given')).toHaveText(String(counts.given));
  await expect(counter(page, 'Referrals Received')).toHaveText(String(counts.received));
  await page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  const row = page.getByRole('dialog').getByRole('article', { name: topic });
  if (accepted)
    await expect(row.getByRole('button', { name: 'Accepted', exact: true })).toBeDisabled();
  else await expect(row.getByRole('button', { name: `Accept: ${topic}` })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Every referrals tab shows the member's own rows and none of the other member's. */
async function expectReferralsOf(page: Page, member: Member, other: Member) {
  await page.goto('/referrals?tab=sent');
  await expect(page.getByRole('article').filter({ hasText: member.sent })).toBeVisible();
  await expect(page.getByText(other.sent)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByRole('article').filter({ hasText: member.received })).toBeVisible();
  await expect(page.getByText(other.received)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: /^Refer / }).first()).toBeVisible();
}

async function logOutFromReferrals(page: Page) {
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('two members taking turns on one phone never see each other’s lists, online or offline', async ({
  page,
  context,
  request,
}) => {
  const priya = await signInViaApi(request, PRIYA);
  const first = await memberWithOwnReferrals(
    request,
    await registerMember(request, 'First On Phone'),
    priya,
  );
  const second = await memberWithOwnReferrals(
    request,
    await registerMember(request, 'Second On Phone'),
    priya,
  );
  // One more for the second member, so the two members' counters differ as well.
  await createReferralViaApi(request, {
    from: second.api,
    to: priya,
    description: uniqueTopic('Another by the second member'),
  });
  const firstCounts = await referralCountsViaApi(request, first.api.token);
  const secondCounts = await referralCountsViaApi(request, second.api.token);
  expect(secondCounts).not.toEqual(firstCounts);
  const topic = uniqueTopic('Taken by the first member only');
  await createSessionViaApi(request, { topic, minutesFromNow: 2 * 24 * 60 });
  // What only the first, or only the second, member may ever see on this page.
  const firstOnly = [first.sent, first.received, countersText(firstCounts)];
  const secondOnly = [second.sent, second.received, countersText(secondCounts)];
  const seen = await recordSightings(page, [...firstOnly, ...secondOnly]);
  const acceptedKeys = async () =>
    (await storedContents(page)).localKeys.filter((key) => key.startsWith('accepted_sessions_'));

  // The first member accepts a session on this phone and looks at every list.
  const firstToken = await logInOnPhone(page, first);
  await waitForServiceWorker(page);
  await page
    .getByRole('region', { name: 'Online Session' })
    .getByRole('button', { name: 'View All Sessions' })
    .click();
  await page.getByRole('button', { name: `Accept: ${topic}` }).click();
  await page.keyboard.press('Escape');
  await expectDashboardOf(page, firstCounts, topic, true);
  await expectReferralsOf(page, first, second);
  await expectKeptForOffline(page, first, firstToken);
  expect(await acceptedKeys()).toHaveLength(1);
  await logOutFromReferrals(page);
  // The watcher works: it saw all of the first member's own items while they were signed in.
  expect(seen.shownTo(firstToken)).toEqual(expect.arrayContaining(firstOnly));

  // The second member, same page: their own data only, on screen and in storage.
  const secondToken = await logInOnPhone(page, second);
  await expectDashboardOf(page, secondCounts, topic, false);
  await expectReferralsOf(page, second, first);
  await expectKeptForOffline(page, second, secondToken);
  await expectNoTraceOf(page, first, firstToken);
  // Whatever key the first member's accepted sessions were kept under, it is gone.
  expect(await acceptedKeys()).toEqual([]);

  // Offline, reopened: the second member's saved lists, nothing of the first.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expectDashboardOf(page, secondCounts, topic, false);
  await expectReferralsOf(page, second, first);
  await context.setOffline(false);
  expect(seen.shownTo(secondToken)).toEqual(expect.arrayContaining(secondOnly));
  expect(seen.shownTo(secondToken).filter((text) => firstOnly.includes(text))).toEqual([]);
  await logOutFromReferrals(page);

  // The first member again, online: their own data, nothing of the second.
  const againToken = await logInOnPhone(page, first);
  await expectDashboardOf(page, firstCounts, topic, true);
  await expectReferralsOf(page, first, second);
  await expectNoTraceOf(page, second, secondToken);
  expect(seen.shownTo(againToken)).toEqual(expect.arrayContaining(firstOnly));
  expect(seen.shownTo(againToken).filter((text) => secondOnly.includes(text))).toEqual([]);
});

interface OpenRequests {
  e2eOpen: number;
}

/** Counts, on every document of the page, its fetches and body reads not yet settled. */
async function countOpenRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as OpenRequests;
    counter.e2eOpen = 0;
    const track = <T>(work: Promise<T>): Promise<T> => {
      counter.e2eOpen += 1;
      const settled = () => (counter.e2eOpen -= 1);
      work.then(settled, settled);
      return work;
    };
    const fetch = window.fetch;
    window.fetch = (...args) => track(fetch(...args));
    const text = Response.prototype.text;
    Response.prototype.text = function (this: Response) {
      return track(text.call(this));
    };
  });
}

/**
 * Counts the work the service worker has not finished: everything Workbox does for a request
 * (fetching, caching, the list cache's upkeep) extends its fetch event with waitUntil.
 */
async function watchWorkerWork(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    type Extendable = { waitUntil: (work: Promise<unknown>) => void };
    const scope = self as unknown as {
      e2eUnfinished: number;
      ExtendableEvent: { prototype: Extendable };
    };
    scope.e2eUnfinished = 0;
    const { prototype } = scope.ExtendableEvent;
    const waitUntil = prototype.waitUntil;
    prototype.waitUntil = function (this: Extendable, work: Promise<unknown>) {
      scope.e2eUnfinished += 1;
      const settled = () => (scope.e2eUnfinished -= 1);
      Promise.resolve(work).then(settled, settled);
      return waitUntil.call(this, work);
    };
  });
  return {
    // A worker stopped and started again has finished its earlier work (and counts afresh).
    unfinished: () =>
      worker.evaluate(() => (self as unknown as { e2eUnfinished?: number }).e2eUnfinished ?? 0),
  };
}

/**
 * Holds the next request to each path: it reaches the server at once (while the sign-in is still
 * valid), but its answer is delivered only on release(), which reports, per path, whether the
 * answer could still be delivered or its request had been dropped by then.
 */
async function holdNextAnswers(context: BrowserContext, paths: readonly string[]) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetched: Array<Promise<number>> = [];
  const delivered: Array<Promise<string>> = [];
  for (const path of paths) {
    let onFetched: (status: number) => void = () => undefined;
    let onDelivered: (outcome: string) => void = () => undefined;
    fetched.push(new Promise((resolve) => (onFetched = resolve)));
    delivered.push(new Promise((resolve) => (onDelivered = resolve)));
    let taken = false;
    await context.route(
      (url) => url.pathname === `/api/v1${path}`,
      async (route) => {
        if (taken) return route.fallback();
        taken = true;
        const response = await route.fetch();
        onFetched(response.status());
        await released;
        try {
          await route.fulfill({ response });
          onDelivered(`${path}: delivered`);
        } catch {
          onDelivered(`${path}: dropped`);
        }
      },
    );
  }
  return {
    fetched: Promise.all(fetched),
    release: () => {
      release();
      return Promise.all(delivered);
    },
  };
}

test('a sign-in the server ends leaves nothing of the member stored, not even from answers still on their way, and an offline start shows none of it', async ({
  page,
  context,
  request,
}) => {
  const fullname = 'Ended Elsewhere';
  await countOpenRequests(page);
  const member = await memberWithOwnReferrals(
    request,
    await registerMember(request, fullname),
    await signInViaApi(request, PRIYA),
  );
  const token = await logInOnPhone(page, member);
  await waitForServiceWorker(page);
  await page.goto('/referrals?tab=sent');
  await expect(page.getByRole('article').filter({ hasText: member.sent })).toBeVisible();
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByRole('article').filter({ hasText: member.received })).toBeVisible();
  await expectKeptForOffline(page, member, token);
  const worker = await watchWorkerWork(context);

  // The member comes back to the app: both lists refresh, and their answers are held on the way.
  const held = await holdNextAnswers(context, ['/referrals', '/referrals/received_referrals']);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await held.fetched).toEqual([200, 200]);

  // The server ends the sign-in (a password reset revokes every token); the next call gets 401.
  await revokeSignInsViaPasswordReset(request, member.account);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: SIGNED_OUT_BY_SERVER })).toHaveText(
    SIGNED_OUT_BY_SERVER,
  );

  // The answers fetched before the 401 arrive now, after the sign-out: nothing may store them.
  const outcomes = await held.release();
  test
    .info()
    .annotations.push({ type: 'answers held past the 401', description: outcomes.join(', ') });
  // They have had every chance to be stored: the worker has finished all it does with the
  // requests it handled, the page has settled its requests and read their bodies (a list that
  // arrives is saved at once or held by the throttle), and what the throttle still held goes to
  // disk as the page is left.
  await expect.poll(() => worker.unfinished()).toBe(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as OpenRequests).e2eOpen)).toBe(0);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await expectNothingOfTheMemberStored(page);
  // Nor the worker's record of which lists it had cached for the member, and when.
  expect((await storedLeftovers(page)).counts['workbox-expiration/cache-entries'] ?? 0).toBe(0);
  await expectNoTraceOf(page, member, token);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(member.sent)).toHaveCount(0);
  await expect(page.getByText(fullname)).toHaveCount(0);
  await context.setOffline(false);
});
