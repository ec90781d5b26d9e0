/**
 * Opens the dashboard offline, as a member back on the home screen without a network: once the
 * service worker controls the page and the lists are saved, the page goes offline and reloads
 * until the "Last updated" strip shows. The caller takes the page back online.
 */
export async function openDashboardOffline(page, base) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller, undefined, {
    timeout: 30_000,
  });
  await page.waitForTimeout(1500); // saves to IndexedDB are throttled
  await page.context().setOffline(true);
  await page.goto(`${base}/dashboard`);
  await page.getByText(/Last updated/).waitFor();
}
