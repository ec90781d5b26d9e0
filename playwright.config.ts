import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';
import { PUSH_CA_FILE } from './tests/e2e/push-helpers';

const PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * End-to-end tests run the built PWA (`npm run build` first) served by the demo API with a fresh
 * in-memory database, in Debian's Chromium (never a downloaded browser).
 *
 * Tests run side by side on two workers, each test in any order, against
 * the one demo API. They can, because no test changes what another one reads: each breaks only
 * its own member's or sign-in's calls (the fault switch's scopes, tests/e2e/fault-helpers.ts),
 * and a test that changes a member (a password reset, a profile, counters it compares) uses an
 * account of its own (registerMember in tests/e2e/api-helpers.ts) or finds its rows by their own
 * unique text. update.spec.ts keeps its two tests on one worker, with servers of their own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a wait: two workers share two cores with the API and Chromium, so a test can
  // take twice as long as alone (the axe walks through every screen take up to 50 s then).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the pass/fail summary that .ci/run prints.
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a quarter of its time, even when it is thrown
    // away; a failure retried on CI is recorded, and `--trace on` records a local run.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Admins create and check on a desktop; those flows run in the desktop project only.
      testIgnore: [
        'a11y-admin.spec.ts',
        'dashboard-admin.spec.ts',
        'keyboard-admin.spec.ts',
        'attendance-export.spec.ts',
        'settings-desktop.spec.ts',
      ],
    },
    // Only what differs on a desktop: admins work there, and the open screens must read well
    // there too (axe at desktop size). What members and visitors do is the same on both sizes,
    // so it runs on the phone only; the navigation's desktop layout is scanned in members.spec.ts.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: [
        'visitor-screens-a11y.spec.ts',
        'a11y-admin.spec.ts',
        'dashboard-admin.spec.ts',
        'keyboard-admin.spec.ts',
        'attendance-export.spec.ts',
        'settings-desktop.spec.ts',
      ],
    },
  ],
  webServer: {
    command: 'npx tsx demo-api/src/main.ts',
    // Any answer counts as ready; an unauthenticated list call answers 401 once the DB is open.
    url: `http://127.0.0.1:${PORT}/api/v1/online_sessions`,
    reuseExistingServer: false,
    timeout: 60_000,
    // DEMO_API_FAULTS: the test-only fault switch (demo-api/README.md), used by faults.spec.ts.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: process.env.E2E_DIST ?? 'dist',
      DEMO_API_FAULTS: 'on',
      // The mail outbox, where the reset-password tests read their codes.
      DEMO_API_DEV_OUTBOX: 'on',
      // Test-only: every test logs in from 127.0.0.1, far more often than any member does.
      DEMO_API_RATE_LIMITS: 'relaxed',
      // The stand-in push service's certificate (push.spec.ts), read at each push.
      PUSH_CA_FILE,
    },
    stdout: 'ignore',
  },
});
