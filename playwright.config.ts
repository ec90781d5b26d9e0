import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * End-to-end tests run the built PWA (`npm run build` first) served by the demo API with a fresh
 * in-memory database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the pass/fail summary that .ci/run prints.
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Admins create and check on a desktop; those flows run in the desktop project only.
      testIgnore: [
        'dashboard-admin.spec.ts',
        'keyboard-admin.spec.ts',
        'attendance-export.spec.ts',
      ],
    },
    // Admins work on desktop; the open screens must read well there too.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: [
        'visitor-screens.spec.ts',
        'foundation.spec.ts',
        'dashboard-admin.spec.ts',
        'keyboard-admin.spec.ts',
        'attendance-export.spec.ts',
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
    },
    stdout: 'ignore',
  },
});
