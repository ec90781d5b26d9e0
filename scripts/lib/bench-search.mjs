// Issue 8: with 10,000 members, each keystroke in the Create tab's search paints in under 50 ms.
// Measured with the Event Timing API: an input event's duration runs from the key press to the
// next frame painted after it.

const members = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  fullname: `Member ${i} ${['Shah', 'Rao', 'Iyer', 'Menon', 'Khan'][i % 5]}`,
  name: `member${i}`,
  email: `member${i}@example.com`,
}));

export async function searchKeystrokeTimings(browser, base, signIn) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.route('**/api/v1/users', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(members) }),
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
  await page.goto(`${base}/referrals`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByText('Member 0 Shah').waitFor();
  const search = page.getByRole('searchbox', { name: 'Search for a user...' });
  await search.click();
  for (const key of 'member 13 men') {
    await page.keyboard.type(key);
    await page.waitForTimeout(120);
  }
  await page.getByText('Member 13 Menon').waitFor();
  // Entries under the 16 ms threshold are not reported: they count as 16.
  const durations = await page.evaluate(() => window.__keystrokes);
  await context.close();
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    searchKeystrokeMsMax: sorted.at(-1) ?? 16,
    searchKeystrokeMsMedian: sorted.length ? sorted[Math.floor(sorted.length / 2)] : 16,
  };
}
