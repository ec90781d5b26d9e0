import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A static reading of the test sources (tests/**\/*.ts(x)) for spec-coverage.test.ts: which
 * rules of the specification the tests name, and which texts they expect. Read as text, never
 * run, so the check takes a moment. Comments are blanked first: a text only mentioned in a
 * comment is expected by nobody.
 */

export interface Annotation {
  file: string;
  /** The title of the test that carries it. */
  test: string;
  description: string;
}

export interface TestSource {
  file: string;
  annotations: Annotation[];
  /** Strings, template parts and regular expressions an assertion expects (see below). */
  expected: string[];
}

/** This check and its own files quote the specification to test themselves. */
const OWN_FILES = /^tests\/unit\/tooling\/(spec-coverage|spec-departures|spec-text|test-sources)/;

export function testFiles(dir = 'tests'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !OWN_FILES.test(file))
    .sort();
}

export const readTestSource = (file: string): TestSource =>
  scanSource(file, readFileSync(file, 'utf8'));

interface Literal {
  start: number;
  value: string;
  /** Indexes into `calls` of the calls whose arguments hold it, innermost last. */
  within: number[];
}
interface Call {
  name: string;
  nameStart: number;
  open: number;
  close: number;
}

/**
 * The tokens before a `/` that make it start a regular expression, not a division (not `<`: a
 * JSX closing tag `</p>` starts none).
 */
const BEFORE_REGEX = /(?:^|[(,=:[!&|?{};+\-*%>~^]|\breturn|\btypeof|\bcase|\bof|\bin)\s*$/;

/**
 * Splits code into literals and calls. Each string, each fixed part of a template literal and
 * each regular expression's source becomes a literal, with the calls it is an argument of.
 * Returns the code with comments replaced by spaces (same length) as well.
 */
export function tokenize(source: string): { code: string; literals: Literal[]; calls: Call[] } {
  const out = source.split('');
  const literals: Literal[] = [];
  const calls: Call[] = [];
  const open: number[] = [];
  const templates: number[] = [];
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  const push = (start: number, value: string) =>
    literals.push({ start, value, within: open.filter((index) => index >= 0) });
  const readTemplate = () => {
    // i is just after a backtick or a closing brace of `${`.
    let value = '';
    const start = i;
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        value += source[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        i += 1;
        push(start, value);
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        push(start, value);
        templates.push(0);
        i += 2;
        return;
      } else {
        value += c;
        i += 1;
      }
    }
  };
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      const start = i;
      let value = '';
      i += 1;
      // A quote never spans lines: an apostrophe in JSX text (member's) opens none past its line.
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') {
          value += source[i + 1] ?? '';
          i += 2;
        } else {
          value += source[i];
          i += 1;
        }
      }
      i += 1;
      push(start, value);
    } else if (c === '`') {
      i += 1;
      readTemplate();
    } else if (c === '/' && BEFORE_REGEX.test(out.slice(Math.max(0, i - 12), i).join(''))) {
      const start = i;
      let value = '';
      let inClass = false;
      i += 1;
      while (i < source.length && (source[i] !== '/' || inClass) && source[i] !== '\n') {
        if (source[i] === '\\') {
          value += source[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (source[i] === '[') inClass = true;
        if (source[i] === ']') inClass = false;
        value += source[i];
        i += 1;
      }
      i += 1;
      while (/[a-z]/.test(source[i] ?? '')) i += 1;
      push(start, value.replace(/^\^|\$$/g, ''));
    } else if (c === '(') {
      const name = /([\w$]+)\s*(?:\?\.)?\s*$/.exec(out.slice(Math.max(0, i - 60), i).join(''));
      calls.push({
        name: name?.[1] ?? '',
        nameStart: i - (name?.[0].length ?? 0),
        open: i,
        close: -1,
      });
      open.push(calls.length - 1);
      i += 1;
    } else if (c === ')') {
      const index = open.pop();
      if (index !== undefined && index >= 0) (calls[index] as Call).close = i;
      i += 1;
    } else if (c === '{' && templates.length > 0) {
      templates[templates.length - 1] = (templates.at(-1) ?? 0) + 1;
      i += 1;
    } else if (c === '}' && templates.length > 0 && templates.at(-1) === 0) {
      templates.pop();
      i += 1;
      readTemplate();
    } else {
      if (c === '}' && templates.length > 0)
        templates[templates.length - 1] = (templates.at(-1) ?? 1) - 1;
      i += 1;
    }
  }
  return { code: out.join(''), literals, calls };
}

/**
 * Calls whose arguments are expected texts: `expect(...)`, its matchers (`toHaveTextContent`,
 * `toContainText`, ...), asymmetric matchers, and the queries that fail when nothing on the
 * page has that text or name (`getByRole`, `findByText`, Playwright's `getByText`, `filter`'s
 * `hasText`, `locator`). `queryBy*` asserts nothing by itself and is not among them.
 */
const EXPECTING =
  /^(expect|to[A-Z]\w*|(get|find)(All)?By[A-Z]\w*|string(Containing|Matching)|objectContaining|arrayContaining|filter|locator)$/;
/** What after `expect(...)` turns it into expecting absence. */
const ABSENCE =
  /^\s*\.\s*(not\b|toBeHidden\b|toHaveCount\(\s*0\s*\)|toBeNull\b|toBeUndefined\b|toBeFalsy\b)/;

export function scanSource(file: string, source: string): TestSource {
  const { code, literals, calls } = tokenize(source);
  const negated = (call: Call) =>
    (call.name === 'expect' && ABSENCE.test(code.slice(call.close + 1, call.close + 40))) ||
    (/^to[A-Z]/.test(call.name) &&
      /\.\s*not\s*\.\s*$/.test(code.slice(call.nameStart - 8, call.nameStart)));
  const expected = literals
    .filter((literal) => {
      const around = literal.within.map((index) => calls[index] as Call);
      return around.some((call) => EXPECTING.test(call.name)) && !around.some(negated);
    })
    .map((literal) => literal.value)
    .filter((value) => value !== '');
  return { file, annotations: annotationsOf(file, code, literals, calls), expected };
}

/**
 * Vitest: `it('title', { meta: { spec: [...] } }, ...)`; Playwright:
 * `test('title', { annotation: { type: 'spec', description: '...' } }, ...)` (or an array of
 * them). Each annotation belongs to the innermost `it` or `test` call around it.
 */
const STRING = `'(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"`;
const STRINGS = `(?:${STRING}|\\[(?:\\s*(?:${STRING})\\s*,?)*\\s*\\])`;
const VITEST_SPEC = new RegExp(`\\bmeta\\s*:\\s*\\{\\s*spec\\s*:\\s*(${STRINGS})`, 'dg');
const PLAYWRIGHT_SPEC = new RegExp(
  `\\{\\s*type\\s*:\\s*'spec'\\s*,\\s*description\\s*:\\s*(${STRING})\\s*,?\\s*\\}`,
  'dg',
);

function annotationsOf(
  file: string,
  code: string,
  literals: Literal[],
  calls: Call[],
): Annotation[] {
  const found: Annotation[] = [];
  for (const match of [...code.matchAll(VITEST_SPEC), ...code.matchAll(PLAYWRIGHT_SPEC)]) {
    const [from, to] = match.indices?.[1] ?? [0, 0];
    const testCall = calls
      .filter((call) => /^(it|test|each|only|skip|fails|concurrent)$/.test(call.name))
      .filter((call) => call.open < from && (call.close < 0 || call.close > to))
      .at(-1);
    const title = literals.find((literal) => testCall && literal.start > testCall.open)?.value;
    for (const literal of literals.filter((l) => l.start >= from && l.start < to)) {
      found.push({ file, test: title ?? '', description: literal.value });
    }
  }
  return found;
}
