// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The README's screenshots (scripts/readme-screenshots.mjs) stay small and all in use. */
const MAX_BYTES = 80 * 1024;
const readme = readFileSync('README.md', 'utf8');
const referenced = [...readme.matchAll(/docs\/screenshots\/([\w.-]+)/g)].map(([, name]) => name);

describe('README screenshots', () => {
  it('shows at least the dashboard, referrals, offline and dark', () => {
    expect(referenced).toEqual(
      expect.arrayContaining(['dashboard.webp', 'referrals.webp', 'offline.webp', 'dark.webp']),
    );
  });

  it('every image it shows exists and is under 80 KB', () => {
    for (const name of referenced) {
      expect(statSync(`docs/screenshots/${name}`).size, name).toBeLessThan(MAX_BYTES);
    }
  });

  it('every image in docs/screenshots is shown', () => {
    expect(readdirSync('docs/screenshots').sort()).toEqual([...new Set(referenced)].sort());
  });
});
