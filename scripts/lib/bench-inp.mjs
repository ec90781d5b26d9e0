// Issue 21: interaction to next paint of five taps, in real Chromium with the CPU slowed down 4x
// like a mid-range phone. Measured with the Event Timing API: an interaction lasts from the input
// to the next frame painted after it, and its latency is its longest event. Entries shorter than
// 16 ms are not reported: such an interaction counts as 16 ms.
import { bigPersistedClient, seedPersistedClient } from './bench-restore.mjs';
import { directoryMembers } from './bench-search.mjs';
import { storeDemoSignIn } from './demo-sign-in.mjs';

const TRIES = 10;
const CPU_SLOWDOWN = 4;

async function observeInteractions(page) {
  await page.addInitScript(() => {
    window.__interactions = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const before = window.__interactions[entry.interactionId] ?? 0;
        window.__interactions[entry.interactionId] = Math.max(before, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
}

/** The latency of what `act` does, once `settled` says its result is on screen. */
async function latencyOf(page, act, settled) {
  const known = await page.evaluate(() => Object.keys(window.__interactions));
  await act();
  await settled();
  // Event entries are delivered after the frame that follows the interaction.
  await page.waitForTimeout(250);
  return page.evaluate((ids) => {
    const fresh = Object.entries(window.__interactions)
      .filter(([id]) => !ids.includes(id))
      .map(([, duration]) => duration);
    return fresh.length > 0 ? Math.max(...fresh) : 16;
  }, known);
}

/**
 * A tap as the phone's input gives it: the pointer moves there, presses and lets go. Not
 * Playwright's locator.click(), which also runs its own hit-target check in the page inside the
 * same input task (20 to 30 ms at 4x, counted in the app's INP before this was changed).
 */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

const figures = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p75: sorted[Math.ceil(sorted.length * 0.75) - 1], max: sorted.at(-1) };
};

/** A phone signed in as `account`, its lists answered from a big cached copy. */
async function phoneWithBigCache(browser, base, signIn) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await observeInteractions(page);
  const memberKey = await signIn(page);
  await seedPersistedClient(page, memberKey, bigPersistedClient(memberKey));
  // The cached lists stay on screen: their calls never answer. Nothing is accepted yet, and an
  // Accept is taken at once.
  await page.route(/\/api\/v1\/(online_sessions|user_meetings|referrals)/, (route) => {
    const url = route.request().url();
    if (url.endsWith('/accepted_sessions')) return route.fulfill({ json: [] });
    if (url.endsWith('/send_invite')) return route.fulfill({ json: { message: 'ok' } });
    return undefined;
  });
  return { context, page };
}

async function acceptAndSessionList(browser, base, signIn) {
  const { context, page } = await phoneWithBigCache(browser, base, signIn);
  await page.goto(`${base}/dashboard`);
  const card = page.getByRole('region', { name: 'Online Session' });
  const viewAll = card.getByRole('button', { name: 'View All Sessions' });
  await viewAll.waitFor();
  await slowDown(context, page);
  const dialog = page.getByRole('dialog');
  const open = [];
  for (let i = 0; i < TRIES; i += 1) {
    open.push(
      await latencyOf(
        page,
        () => tap(page, viewAll),
        () => dialog.getByRole('article').first().waitFor(),
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  await viewAll.click();
  await dialog.getByRole('article').first().waitFor();
  const accept = [];
  for (let i = 0; i < TRIES; i += 1) {
    const button = dialog.getByRole('button', { name: /^Accept: / }).first();
    const name = await button.getAttribute('aria-label');
    accept.push(
      await latencyOf(
        page,
        () => tap(page, button),
        () =>
          dialog
            .getByRole('article', { name: name.replace('Accept: ', '') })
            .first()
            .getByRole('button', { name: 'Accepted' })
            .waitFor(),
      ),
    );
  }
  await context.close();
  return { accept: figures(accept), sessionList: figures(open) };
}

async function referralTabs(browser, base, signIn) {
  const { context, page } = await phoneWithBigCache(browser, base, signIn);
  await page.goto(`${base}/referrals?tab=sent`);
  await page.getByRole('article').first().waitFor();
  await slowDown(context, page);
  const samples = [];
  for (let i = 0; i < TRIES; i += 1) {
    const tab = i % 2 === 0 ? 'Received' : 'Sent';
    samples.push(
      await latencyOf(
        page,
        () => tap(page, page.getByRole('tab', { name: new RegExp(`^${tab}`) })),
        () =>
          page
            .getByRole('article', { name: tab === 'Sent' ? /^Referral to/ : /^Referral from/ })
            .first()
            .waitFor(),
      ),
    );
  }
  await context.close();
  return figures(samples);
}

async function directoryKeystroke(browser, base, signIn) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await observeInteractions(page);
  await page.route('**/api/v1/users', (route) => route.fulfill({ json: directoryMembers }));
  await signIn(page);
  await page.goto(`${base}/members`);
  await page.getByText('Member 0 Shah').first().waitFor();
  await slowDown(context, page);
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.click();
  const samples = [];
  for (const key of 'member 1234'.slice(0, TRIES)) {
    samples.push(
      await latencyOf(
        page,
        () => page.keyboard.type(key),
        () => page.waitForTimeout(100),
      ),
    );
  }
  await context.close();
  return figures(samples);
}

async function createSessionModal(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await observeInteractions(page);
  await page.goto(`${base}/login`);
  await page.evaluate(storeDemoSignIn, 'admin@example.com');
  await page.goto(`${base}/dashboard`);
  const create = page.getByRole('button', { name: 'Create Session' });
  await create.waitFor();
  await page.getByRole('region', { name: 'Online Session' }).getByRole('article').waitFor();
  await slowDown(context, page);
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  const samples = [];
  for (let i = 0; i < TRIES; i += 1) {
    samples.push(
      await latencyOf(
        page,
        () => tap(page, create),
        () => dialog.getByLabel(/^Topic/).waitFor(),
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  await context.close();
  return figures(samples);
}

/** p75 and worst of 10 tries of each interaction, under keys like inpAcceptP75Ms4xCpu. */
export async function interactionTimings(browser, base, signIn) {
  const { accept, sessionList } = await acceptAndSessionList(browser, base, signIn);
  const results = {
    Accept: accept,
    SessionList: sessionList,
    ReferralTab: await referralTabs(browser, base, signIn),
    DirectoryKey: await directoryKeystroke(browser, base, signIn),
    CreateSession: await createSessionModal(browser, base),
  };
  return Object.fromEntries(
    Object.entries(results).flatMap(([name, { p75, max }]) => [
      [`inp${name}P75Ms4xCpu`, p75],
      [`inp${name}MaxMs4xCpu`, max],
    ]),
  );
}
