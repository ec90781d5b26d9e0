// Prints one closing line for the whole test run, from the runners' own JSON reports, so CI
// logs end with a count a reader (or a log parser) can trust: "tests: N passed, N failed".
import { readFile } from 'node:fs/promises';

async function readReport(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = await readReport('reports/vitest.json');
const playwright = await readReport('reports/playwright.json');
if (!vitest || !playwright) {
  console.error(
    'test-summary: a runner report is missing (reports/vitest.json, reports/playwright.json)',
  );
  process.exit(1);
}
const passed =
  vitest.numPassedTests + (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
const failed = vitest.numFailedTests + (playwright.stats.unexpected ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats.skipped ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
