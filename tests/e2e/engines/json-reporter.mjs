// A node:test reporter for the engines' runner: its counts as JSON, written to the destination
// package.json gives it (reports/engines.json), for a summary of the whole run to read beside
// Vitest's and Playwright's reports. Suites are not counted; skipped steps are.
export default async function* engineCounts(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    if (data.details?.type === 'suite') continue;
    if (data.skip || data.todo) counts.skipped += 1;
    else if (type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push(data.name);
    }
  }
  yield `${JSON.stringify(counts, null, 2)}\n`;
}
