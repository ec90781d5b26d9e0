// With 10,000 members, each keystroke in a member search paints in under 50 ms: the Create tab's
// (issue 8) and the members directory's (issue 19, with the CPU slowed down 4x like a mid-range
// phone). Measured with the Event Timing API: an input event's duration runs from the key press
// to the next frame painted after it.

const SURNAMES = ['Shah', 'Rao', 'Iyer', 'Menon', 'Khan'];
const INDUSTRIES = [
  'Accounting',
  'IT Services',
  'Logistics',
  'Textiles',
  'Légal',
  'Food',
  'Design',
];
export const directoryMembers = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  fullname: `Member ${i} ${SURNAMES[i % 5]}`,
  name: `member${i}`,
  email: `member${i}@example.com`,
  company_name: `Company ${i} Pvt. Ltd.`,
  industry: INDUSTRIES[i % INDUSTRIES.length],
  service_offered: `Service number ${i}: audits, filings and advice`,
  product_offered: i % 3 === 0 ? `Product ${i}` : null,
  phone_number: `98${String(i).padStart(8, '0')}`,
}));

async function keystrokeDurations(
  browser,
  base,
  signIn,
  { open, searchLabel, typed, lastFound, cpuSlowdown },
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.route('**/api/v1/users', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(directoryMembers) }),
  );
  await signIn(page);
  await page.addInitScript(() => {
    window.__keystrokes = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown' || entry.name === 'input')
          window.__keystrokes.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await open(page);
  await page.getByText('Member 0 Shah').first().waitFor();
  if (cpuSlowdown) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const search = page.getByRole('searchbox', { name: searchLabel });
  await search.click();
  for (const key of typed) {
    await page.keyboard.type(key);
    await page.waitForTimeout(150);
  }
  await page.getByText(lastFound).first().waitFor();
  // Entries under the 16 ms threshold are not reported: they count as 16.
  const durations = await page.evaluate(() => window.__keystrokes);
  await context.close();
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    max: sorted.at(-1) ?? 16,
    median: sorted.length ? sorted[Math.floor(sorted.length / 2)] : 16,
  };
}

export async function searchKeystrokeTimings(browser, base, signIn) {
  const createTab = await keystrokeDurations(browser, base, signIn, {
    open: async (page) => {
      await page.goto(`${base}/referrals`, { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: 'Create' }).click();
    },
    searchLabel: 'Search for a user...',
    typed: 'member 13 men',
    lastFound: 'Member 13 Menon',
  });
  // The median of 3 runs' worst keystrokes: one run's worst is at the mercy of a busy machine.
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    runs.push(
      await keystrokeDurations(browser, base, signIn, {
        open: (page) => page.goto(`${base}/members`, { waitUntil: 'networkidle' }),
        searchLabel: 'Search members',
        // Words of three fields, one with an accent typed without it.
        typed: 'legal audits member 13',
        lastFound: 'Member 130 Shah',
        cpuSlowdown: 4,
      }),
    );
  }
  const middle = (values) => [...values].sort((a, b) => a - b)[1];
  const directory = {
    max: middle(runs.map((r) => r.max)),
    median: middle(runs.map((r) => r.median)),
  };
  return {
    searchKeystrokeMsMax: createTab.max,
    searchKeystrokeMsMedian: createTab.median,
    directoryKeystrokeMsMax4xCpu: directory.max,
    directoryKeystrokeMsMedian4xCpu: directory.median,
  };
}
