// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalise, SPEC_PATH } from './spec-text';

/**
 * docs/decisions.md#spec-departures lists every ruling of ours that departs from a sentence of
 * the specification. Each entry must quote that sentence as it is in docs/spec/SPEC.md and name
 * at least one test holding our behaviour: `[path](../tests/…) › \`test title\``, a file that
 * exists and holds that title.
 */
const DECISIONS = 'docs/decisions.md';
const spec = normalise(readFileSync(SPEC_PATH, 'utf8'));

interface Departure {
  heading: string;
  quotes: string[];
  tests: Array<{ file: string; title: string }>;
}

function departures(): Departure[] {
  const text = readFileSync(DECISIONS, 'utf8');
  const start = text.indexOf('\n## Spec departures\n');
  if (start < 0) return [];
  const next = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, next < 0 ? undefined : next);
  return section
    .split(/\n### /)
    .slice(1)
    .map((entry) => {
      const heading = entry.slice(0, entry.indexOf('\n'));
      const specification = /- \*\*Specification:\*\*([\s\S]*?)(?=\n- \*\*|$)/.exec(entry)?.[1];
      const quotes = [...(specification ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
      const tests = [...entry.matchAll(/\]\(\.\.\/(tests\/[^)\s]+)\)\s*›\s*`([^`]+)`/g)].map(
        ([, file = '', title = '']) => ({ file, title }),
      );
      return { heading, quotes, tests };
    });
}

describe('spec departures (docs/decisions.md#spec-departures)', () => {
  const entries = departures();

  it('lists the known departures', () => {
    const headings = entries.map((entry) => entry.heading).join('\n');
    for (const topic of [
      /generic error text/,
      /Received/,
      /intended reading/,
      /"alert"/,
      /401/,
      /refused offline/,
      /wait for the network/,
    ]) {
      expect(headings).toMatch(topic);
    }
  });

  it('each quotes the specification word for word', () => {
    const problems = entries.flatMap(({ heading, quotes }) =>
      quotes.length === 0
        ? [`${heading}: no quote of the specification`]
        : quotes
            .filter((quote) => !spec.includes(normalise(quote)))
            .map((quote) => `${heading}: "${quote}" is not in ${SPEC_PATH}`),
    );
    expect(problems).toEqual([]);
  });

  it('each names tests that exist, by a title their file holds', () => {
    const problems = entries.flatMap(({ heading, tests }) => {
      if (tests.length === 0) return [`${heading}: no test named`];
      return tests
        .filter(
          ({ file, title }) => !existsSync(file) || !readFileSync(file, 'utf8').includes(title),
        )
        .map(({ file, title }) => `${heading}: ${file} › ${title}`);
    });
    expect(problems).toEqual([]);
  });
});
