// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository carries its own knowledge: nothing points at notes outside it, and every
 * `docs/<file>.md#<anchor>` cited in code, tests or READMEs leads to a real heading. The product
 * specification is in the repository (docs/spec/SPEC.md, verbatim), so SPEC.md may be cited.
 */
const OUTSIDE_NOTES = /\b(DESIGN|OFFLINE-DATA)\.md\b/;
const SPECIFICATION = 'docs/spec/SPEC.md';
const DOCS_LINK = /docs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g;
/** A Markdown link inside docs/ to a sibling doc or to a heading of the same doc. */
const RELATIVE_LINK = /\]\((?:\.\/)?([a-z-]+\.md)?(?:#([^)\s]+))?\)/g;
const DOCS = ['architecture.md', 'behaviour.md', 'decisions.md', 'benchmarks.md', 'push.md'];

/** Anchors the code cites and the headings that make them; renaming one breaks those links. */
const REQUIRED_ANCHORS: Record<string, string[]> = {
  'architecture.md': [
    'layers',
    'device-preferences',
    'what-the-device-keeps',
    'adding-a-screen',
    'performance-conventions',
  ],
  'behaviour.md': [
    'accept',
    'join',
    'create-session',
    'create-meeting',
    'referrals',
    'errors',
    'dashboard',
    'waiting-changes',
  ],
};

const trackedTextFiles = (): string[] =>
  execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && existsSync(file))
    .filter((file) => !file.startsWith('docs/') && file !== 'package-lock.json')
    .filter((file) => !/\.(png|webp|jpe?g|ico|gif|woff2?)$/.test(file))
    // Any other binary file: text files never hold a NUL byte.
    .filter((file) => !readFileSync(file).includes(0));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(`docs/${doc}`, 'utf8');
  const headings = text.split('\n').filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

describe('docs links', () => {
  it('makes anchors the way GitHub does', () => {
    expect(slug("The service worker's caches")).toBe('the-service-workers-caches');
    expect(slug('Server links and images: http(s) only')).toBe(
      'server-links-and-images-https-only',
    );
    expect(slug('Folders of `src/`')).toBe('folders-of-src');
  });

  it('no file outside docs/ cites notes that are not in the repository', () => {
    expect(existsSync(SPECIFICATION)).toBe(true);
    const citing = trackedTextFiles().filter((file) =>
      OUTSIDE_NOTES.test(readFileSync(file, 'utf8')),
    );
    expect(citing).toEqual([]);
  });

  it('every docs link in the repository leads to a file and a heading that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const file of [...trackedTextFiles(), ...DOCS.map((doc) => `docs/${doc}`)]) {
      for (const [, doc = '', anchor] of readFileSync(file, 'utf8').matchAll(DOCS_LINK)) {
        if (!existsSync(`docs/${doc}`)) {
          broken.push(`${file}: docs/${doc}`);
          continue;
        }
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
        if (anchor && !anchors.get(doc)?.has(anchor)) broken.push(`${file}: docs/${doc}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every link between the docs leads to a file and a heading that exist', () => {
    const broken: string[] = [];
    for (const from of DOCS) {
      for (const [, doc = from, anchor] of readFileSync(`docs/${from}`, 'utf8').matchAll(
        RELATIVE_LINK,
      )) {
        if (!existsSync(`docs/${doc}`)) broken.push(`${from}: ${doc}`);
        else if (anchor && !anchorsOf(doc).has(anchor)) broken.push(`${from}: ${doc}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the headings the code relies on', () => {
    for (const [doc, required] of Object.entries(REQUIRED_ANCHORS)) {
      const anchors = anchorsOf(doc);
      expect(required.filter((anchor) => !anchors.has(anchor))).toEqual([]);
    }
  });

  it('README links the three docs', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const doc of DOCS) {
      expect(readme).toContain(`](docs/${doc})`);
    }
  });
});
