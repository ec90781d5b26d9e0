import { readFileSync } from 'node:fs';

/**
 * Reading the product specification (docs/spec/SPEC.md, kept verbatim as it was given) into
 * rules and the texts it shows to people. Used by spec-coverage.test.ts.
 */
export const SPEC_PATH = 'docs/spec/SPEC.md';

export interface SpecRule {
  /** `2 Dashboard`, `8 Other failures`: the section's number and the heading it sits under. */
  where: string;
  section: number;
  text: string;
}

/** Collapses runs of white space, so a quote may be wrapped differently from the spec. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Every rule of the specification: each bullet, each row of a table (not its header), and each
 * paragraph. An item that only says something is "not shown" (left open by the specification)
 * is no rule: there is nothing in it to test.
 */
export function specRules(markdown = readFileSync(SPEC_PATH, 'utf8')): SpecRule[] {
  const rules: SpecRule[] = [];
  let section = 0;
  let heading = '';
  let current: SpecRule | undefined;
  const close = () => {
    if (current && !onlyNotShown(current.text)) rules.push(current);
    current = undefined;
  };
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    const sectionMatch = /^## (\d+)\.\s*(.*)$/.exec(line);
    if (sectionMatch) {
      close();
      section = Number(sectionMatch[1]);
      heading = sectionMatch[2] ?? '';
      return;
    }
    if (/^#{1,6} /.test(line)) {
      close();
      if (!line.startsWith('### ')) return;
      heading = line.slice(4).trim();
      // A heading that names a screen's title ("Profile screen ('Edit Profile')") is a rule too.
      if (section > 0 && heading.includes("'")) {
        rules.push({ where: `${section} ${heading}`, section, text: heading });
      }
      return;
    }
    if (section === 0 || line.trim() === '') return close();
    const start = (text: string) => {
      close();
      current = { where: `${section} ${heading}`, section, text: normalise(text) };
    };
    if (line.startsWith('|')) {
      const next = lines[index + 1] ?? '';
      const isHeader = /^\|[\s|:-]+\|$/.test(next);
      const isSeparator = /^\|[\s|:-]+\|$/.test(line);
      if (isHeader || isSeparator) return close();
      start(line.replace(/^\|\s*|\s*\|$/g, '').replace(/\s*\|\s*/g, ' | '));
      return close();
    }
    if (line.startsWith('- ')) return start(line.slice(2));
    if (current) current.text = normalise(`${current.text} ${line}`);
    else start(line);
  });
  close();
  return rules;
}

function onlyNotShown(text: string): boolean {
  return text.split(/(?<=\.)\s+/).every((sentence) => /: not shown\.$/.test(sentence));
}

/** A quoted text of the specification: what people see, or a template of it. */
export interface QuotedText {
  text: string;
  /** For a template ('Refer {user}'): the parts people see whatever fills it ('Refer '). */
  fixedParts: FixedPart[];
}
/** `atStart`, `atEnd`: the part begins or ends the text, so nothing may run on into it there. */
export interface FixedPart {
  text: string;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * How a text in quotes is told from everything else the specification puts in quotes:
 * - An apostrophe inside a word (member's, server's) opens no quote: a quote starts after
 *   something that is not a letter or digit and ends before one.
 * - A name in the data, such as the fields 'user', 'message', 'errors' and 'email' (lower-case
 *   letters and underscores only), is not shown to anyone.
 * - A word the specification defines rather than shows ('Today' is judged by the local date).
 * - A template ('Refer {user}', 'Referred to: {name}', 'All Users (count)') is shown with its
 *   placeholder filled in; what can be expected of it is its fixed parts.
 */
export const TERMS = new Set(['Today']);
const QUOTE = /(?<![\p{L}\p{N}])'([^']+?)'(?![\p{L}\p{N}])/gu;
const PLACEHOLDER = /\{[^}]*\}|\(count\)/g;

export function quotedTexts(text: string): QuotedText[] {
  return [...text.matchAll(QUOTE)]
    .map((match) => match[1] ?? '')
    .filter((quoted) => !/^[a-z_]+$/.test(quoted) && !TERMS.has(quoted))
    .map((quoted) => {
      const parts = quoted.split(PLACEHOLDER);
      const fixedParts = parts
        .map((part, index) => ({
          text: part,
          atStart: index === 0,
          atEnd: index === parts.length - 1,
        }))
        .filter((part) => part.text.trim() !== '');
      return { text: quoted, fixedParts };
    });
}

/**
 * Whether a string a test expects shows this part of a quoted text: as it is, or inside a longer
 * string where it is not the start of a longer text. 'No online sessions' is not in 'No online
 * sessions available' (another text of the specification), but 'To be announced' is in 'Venue:
 * To be announced' and 'Accepted' in 'Accepted: Weekly session'.
 */
export function shows(expected: string, part: FixedPart): boolean {
  for (let at = expected.indexOf(part.text); at >= 0; at = expected.indexOf(part.text, at + 1)) {
    const before = expected.slice(0, at);
    const after = expected.slice(at + part.text.length);
    const runsIn = part.atStart && /[\p{L}\p{N}]$/u.test(before);
    const runsOn = part.atEnd && /^\s?[\p{L}\p{N}]/u.test(after);
    if (!runsIn && !runsOn) return true;
  }
  return false;
}

/**
 * Whether an annotation quotes this rule: its key words, verbatim (white space aside). Several
 * separate quotes of one rule may be joined by ' … ' and must then appear in that order.
 */
export function quotes(annotation: string, rule: SpecRule): boolean {
  let from = 0;
  for (const fragment of normalise(annotation).split(' … ')) {
    const at = rule.text.indexOf(fragment, from);
    if (fragment === '' || at < 0) return false;
    from = at + fragment.length;
  }
  return true;
}
