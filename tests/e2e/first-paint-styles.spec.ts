import { expect, test } from '@playwright/test';
import { unstyledAtFirstPaint } from './first-paint-css';

/**
 * Every Mantine component a prerendered page shows is styled at its first paint: its stylesheet
 * is in src/app/first-paint/first-paint-styles.ts (or otherwise loaded by that page before the
 * app's code). Reads the built files only (E2E_DIST, else dist/).
 */
const DIST = process.env.E2E_DIST ?? 'dist';
const PRERENDERED = [
  'login.html',
  'users/sign_up.html',
  'forgot-password.html',
  'reset-password.html',
  'dashboard.html',
];

for (const page of PRERENDERED) {
  test(`${page} loads the styles of every Mantine component it shows before its first paint`, () => {
    const missing = unstyledAtFirstPaint(DIST, page);
    expect(
      missing,
      missing
        .map(
          (file) => `add @mantine/core/styles/${file} to src/app/first-paint/first-paint-styles.ts`,
        )
        .join('\n'),
    ).toEqual([]);
  });
}
