import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkFirstPaint, fixFor, prerenderedPages, REPO } from './first-paint-css';

/**
 * Every Mantine component a prerendered page shows is styled at its first paint: the stylesheet
 * that defines its classes is among the CSS the page loads render-blocking, which is the entry's
 * (src/app/first-paint/first-paint-styles.ts) plus the screen's own, linked by
 * scripts/prerender.mjs. Reads the built files only: the build in E2E_DIST, else dist/. The
 * markup is the same on every screen size, so this runs in the phone project only.
 */
const DIST = path.resolve(REPO, process.env.E2E_DIST ?? 'dist');
// Without a build the first test says so (listing the tests still works).
const PAGES = existsSync(DIST) ? prerenderedPages(DIST) : [];

test('the build has prerendered pages to check', () => {
  expect(PAGES, `no prerendered page in ${DIST}: run scripts/prerender.mjs on it`).toContain(
    'login.html',
  );
});

for (const page of PAGES) {
  test(`${page} loads the styles of every Mantine component it shows before its first paint`, () => {
    const { shown, missing } = checkFirstPaint(DIST, page);
    // Guards the check itself: a page without Mantine's hashed classes would pass unchecked.
    expect(shown, `${page} shows no class of Mantine's stylesheets`).toBeGreaterThan(0);
    const fixes = missing.map(fixFor).join('\n');
    expect(
      missing.map(({ stylesheet }) => stylesheet),
      `${page} shows Mantine components unstyled at first paint:\n${fixes}`,
    ).toEqual([]);
  });
}
