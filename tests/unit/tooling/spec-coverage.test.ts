// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quotedTexts, quotes, shows, specRules, type QuotedText, type SpecRule } from './spec-text';
import { readTestSource, scanSource, testFiles, type TestSource } from './test-sources';

/**
 * Guards the specification (docs/spec/SPEC.md, kept verbatim): every rule of its sections 2 to 9
 * should be named by a test's `spec` annotation, and every text it shows to people must be
 * expected by a test. How the texts are picked out and what "expected" means:
 * docs/decisions.md#conformance-tests.
 */
const rules = specRules();
const checked = rules.filter((rule) => rule.section >= 2 && rule.section <= 9);
const sources: TestSource[] = testFiles().map(readTestSource);
const annotations = sources.flatMap((source) => source.annotations);

const namedBy = (rule: SpecRule) =>
  annotations.filter((annotation) => quotes(annotation.description, rule));

function isExpected(quoted: QuotedText): boolean {
  const inQuotes = `'${quoted.text}'`;
  if (annotations.some((annotation) => annotation.description.includes(inQuotes))) return true;
  return sources.some((source) =>
    quoted.fixedParts.every((part) => source.expected.some((text) => shows(text, part))),
  );
}

const distinctTexts = (list: SpecRule[]): QuotedText[] => [
  ...new Map(
    list.flatMap((rule) => quotedTexts(rule.text)).map((quoted) => [quoted.text, quoted]),
  ).values(),
];

describe('specification coverage', () => {
  it('reads rules and texts the way docs/decisions.md#conformance-tests says', () => {
    expect(checked.length).toBeGreaterThan(140);
    expect(quotedTexts("the member's name, the server's 'message', 'Refer {user}'")).toEqual([
      { text: 'Refer {user}', fixedParts: [{ text: 'Refer ', atStart: true, atEnd: false }] },
    ]);
    expect(quotedTexts("'Today' is judged; 'errors'; 'All Users (count)'")).toEqual([
      {
        text: 'All Users (count)',
        fixedParts: [{ text: 'All Users ', atStart: true, atEnd: false }],
      },
    ]);
    const [noOnline] = quotedTexts("'No online sessions'").flatMap((quoted) => quoted.fixedParts);
    expect(noOnline && shows('No online sessions available', noOnline)).toBe(false);
    expect(noOnline && shows('Empty: No online sessions.', noOnline)).toBe(true);
  });

  it('counts what assertions expect, not comments, titles, fixtures or absence', () => {
    const source = [
      "// expect(x).toHaveTextContent('In a comment')",
      "it('A title', { meta: { spec: [\"'Failed to send invite'\", 'Mode values: online, offline.'] } }, async () => {",
      "  api.on('GET', '/x', json({ message: 'A fixture' }));",
      "  expect(y).toHaveTextContent('Expected text');",
      "  await user.click(screen.getByRole('button', { name: 'A button name' }));",
      "  expect(screen.queryByText('Absent')).not.toBeInTheDocument();",
      "  expect(row).not.toHaveTextContent('Not there');",
      "  screen.queryByText('Only queried');",
      "  await expect(page.getByText('Hidden')).toBeHidden();",
      '  expect(list).toHaveTextContent(`Referred to: ${name}`);',
      '  expect(text).toMatch(/^Opens in \\d+ min$/);',
      '});',
      "test('e2e', { annotation: { type: 'spec', description: 'Join is disabled outside the join window.' } }, async () => {});",
    ].join('\n');
    const scanned = scanSource('example.test.ts', source);
    expect(scanned.expected).toEqual([
      'Expected text',
      'button',
      'A button name',
      'Referred to: ',
      'Opens in d+ min',
    ]);
    expect(scanned.annotations).toEqual([
      { file: 'example.test.ts', test: 'A title', description: "'Failed to send invite'" },
      { file: 'example.test.ts', test: 'A title', description: 'Mode values: online, offline.' },
      {
        file: 'example.test.ts',
        test: 'e2e',
        description: 'Join is disabled outside the join window.',
      },
    ]);
  });

  it('every spec annotation quotes the specification', () => {
    const stray = annotations.filter(
      (annotation) => !rules.some((rule) => quotes(annotation.description, rule)),
    );
    expect(stray.map((a) => `${a.file} › ${a.test}: ${a.description}`)).toEqual([]);
  });

  it('every text the specification shows to people is expected by a test', () => {
    const texts = distinctTexts(checked);
    const missing = texts.filter((quoted) => !isExpected(quoted));
    console.info(
      `Quoted texts of sections 2-9: ${texts.length}, expected by a test: ${texts.length - missing.length}.`,
    );
    expect(missing.map((quoted) => quoted.text)).toEqual([]);
  });

  it('lists the rules of sections 2 to 9 that no test names', () => {
    const unnamed = checked.filter((rule) => namedBy(rule).length === 0);
    console.info(
      `Rules of sections 2-9: ${checked.length}, named by a test: ${checked.length - unnamed.length}.` +
        (unnamed.length === 0
          ? ''
          : `\nNot yet named by a test:\n${unnamed.map((rule) => `  [${rule.where}] ${rule.text}`).join('\n')}`),
    );
    // Rules with a text people see fail the check above; the others are listed, not failed.
    expect(unnamed.length).toBeLessThanOrEqual(checked.length);
  });
});
