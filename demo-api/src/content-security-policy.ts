import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The policy is defined once, by the build (scripts/content-security-policy.ts writes it into
// index.html as a <meta>). Reading it back from the served index.html keeps the header equal to
// what the pages carry, VITE_API_ORIGIN included, without the demo API importing build code.

const META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i;

/** A meta content's text, whether or not its quotes were written as entities. */
const decode = (text: string) =>
  text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * The header for a page whose HTML is `indexHtml`: its meta's policy plus `frame-ancestors
 * 'none'` (no one may frame the app: clickjacking), which only a header can carry.
 */
export function policyHeaderFor(indexHtml: string): string {
  const policy = META.exec(indexHtml)?.[1];
  const ancestors = "frame-ancestors 'none'";
  return policy ? `${decode(policy)}; ${ancestors}` : ancestors;
}

/**
 * The header of the site now in `staticDir`, read again whenever its index.html changes: a
 * deploy may swap the folder under the running server (tests/e2e/update.spec.ts does).
 */
export function sitePolicyHeader(staticDir: string): () => string {
  const file = path.join(staticDir, 'index.html');
  let stamp: string | undefined;
  let header = '';
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    const now = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : 'missing';
    if (now !== stamp) {
      header = policyHeaderFor(stat ? readFileSync(file, 'utf8') : '');
      stamp = now;
    }
    return header;
  };
}
