import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { minifiedScript } from './minify-classic-scripts';

const SOURCE = new URL('../../src/app/first-paint/pre-paint-preferences.js', import.meta.url);
const PLACEHOLDER = '<script src="/color-scheme.js"></script>';

/** The colour-scheme script, minified, and the CSP source that allows exactly that text. */
export function prePaintScript(): { code: string; policySource: string } {
  const text = minifiedScript('pre-paint-preferences.js', readFileSync(SOURCE, 'utf8')).trim();
  const hash = createHash('sha256').update(text).digest('base64');
  return { code: text, policySource: `'sha256-${hash}'` };
}

/**
 * Writes the colour-scheme script into index.html (and so into every prerendered page) in place
 * of its placeholder: inline, a dark phone's first paint waits for no request
 * (docs/decisions.md#content-security-policy). The policy allows it by its hash.
 */
export function inlinePrePaintScript(): Plugin {
  return {
    name: 'member-portal:inline-pre-paint-script',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`);
      return html.replace(PLACEHOLDER, `<script>${prePaintScript().code}</script>`);
    },
  };
}
