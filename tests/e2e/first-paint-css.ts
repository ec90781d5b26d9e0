import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which Mantine stylesheets a prerendered page shows classes of but does not load before its first
 * paint. Pure file reading, so it runs against any built folder (first-paint-styles.spec.ts).
 *
 * Mantine renders hashed class names (`m_77c9d27d`, sometimes fewer digits: `m_d08caa0`), each
 * defined by exactly one of its stylesheets: a per-component file of @mantine/core/styles/, or the
 * single stylesheet of @mantine/dates or @mantine/notifications.
 */
export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const FIRST_PAINT_STYLES = 'src/app/first-paint/first-paint-styles.ts';
const DEFERRED_STYLES = 'src/ui/scheduling/deferred-styles.ts';

const require = createRequire(import.meta.url);
const CORE_STYLES = '@mantine/core/styles';
const PACKAGE_STYLES = ['@mantine/dates/styles.css', '@mantine/notifications/styles.css'];
/** A Mantine class in a stylesheet's selectors. */
const CSS_CLASS = /\.(m_[0-9a-f]+)(?![\w-])/g;
const MANTINE_CLASS = /^m_[0-9a-f]+$/;

const cssClasses = (css: string) => new Set([...css.matchAll(CSS_CLASS)].map((match) => match[1]!));

interface MantineStyles {
  /** Hashed class -> the import that defines it, e.g. '@mantine/core/styles/Badge.css'. */
  owners: Map<string, string>;
  /** Where each stylesheet's rules start in @mantine/core/styles.css (the order to keep). */
  order: Map<string, number>;
}

let mantine: MantineStyles | undefined;

function mantineStyles(): MantineStyles {
  if (mantine) return mantine;
  const owners = new Map<string, string>();
  const order = new Map<string, number>();
  const firstAt = new Map<string, number>();
  const all = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
  for (const match of all.matchAll(CSS_CLASS))
    if (!firstAt.has(match[1]!)) firstAt.set(match[1]!, match.index);
  const coreDir = path.dirname(require.resolve(`${CORE_STYLES}/Button.css`));
  const core = readdirSync(coreDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => `${CORE_STYLES}/${file}`);
  for (const stylesheet of [...core, ...PACKAGE_STYLES]) {
    const css = readFileSync(require.resolve(stylesheet), 'utf8');
    for (const name of cssClasses(css)) {
      const other = owners.get(name);
      if (other) throw new Error(`${name} is defined by both ${other} and ${stylesheet}`);
      owners.set(name, stylesheet);
      const at = firstAt.get(name);
      if (at !== undefined && at < (order.get(stylesheet) ?? Infinity)) order.set(stylesheet, at);
    }
  }
  mantine = { owners, order };
  return mantine;
}

/** The pages of a build that hold prerendered markup (scripts/prerender.mjs marks their root). */
export function prerenderedPages(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => readFileSync(path.join(distDir, file), 'utf8').includes('data-take-over='))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The CSS that blocks a page's first paint: its stylesheet links (not those for print or
 * disabled, which do not block) and its inline <style> blocks.
 */
function cssBeforeFirstPaint(distDir: string, html: string): string {
  const linked = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .filter((tag) => !/\bmedia="print"|\bdisabled\b/.test(tag))
    .map((tag) => {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      if (!href?.startsWith('/')) throw new Error(`unexpected stylesheet link: ${tag}`);
      return readFileSync(path.join(distDir, href.slice(1)), 'utf8');
    });
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return [...linked, ...inline].join('\n');
}

/** The Mantine classes in the class attributes of a page's markup. */
function classesShown(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body'));
  return new Set(
    [...body.matchAll(/\bclass="([^"]*)"/g)]
      .flatMap((match) => match[1]!.split(/\s+/))
      .filter((name) => MANTINE_CLASS.test(name)),
  );
}

export interface MissingStylesheet {
  /** The import to add, e.g. '@mantine/core/styles/Badge.css'. */
  stylesheet: string;
  /** The page's classes it defines. */
  classes: string[];
}

export interface FirstPaintCheck {
  /** How many Mantine-styled classes the page shows (0 would make the check vacuous). */
  shown: number;
  missing: MissingStylesheet[];
}

/** Every Mantine stylesheet whose classes a page shows without having loaded their rules. */
export function checkFirstPaint(distDir: string, htmlFile: string): FirstPaintCheck {
  const { owners } = mantineStyles();
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const loaded = cssClasses(cssBeforeFirstPaint(distDir, html));
  const styled = [...classesShown(html)].filter((name) => owners.has(name));
  const missing = new Map<string, string[]>();
  for (const name of styled) {
    if (loaded.has(name)) continue;
    const stylesheet = owners.get(name)!;
    missing.set(stylesheet, [...(missing.get(stylesheet) ?? []), name]);
  }
  return {
    shown: styled.length,
    missing: [...missing]
      .map(([stylesheet, classes]) => ({ stylesheet, classes: classes.sort() }))
      .sort((a, b) => a.stylesheet.localeCompare(b.stylesheet)),
  };
}

const importsIn = (file: string) =>
  [...readFileSync(path.join(REPO, file), 'utf8').matchAll(/^import '([^']+\.css)';/gm)].map(
    (match) => match[1]!,
  );

/**
 * What to do about a missing stylesheet: where it goes in first-paint-styles.ts to keep the order
 * of @mantine/core/styles.css, and whether deferred-styles.ts lists it now.
 */
export function fixFor({ stylesheet, classes }: MissingStylesheet): string {
  const { order } = mantineStyles();
  const at = order.get(stylesheet);
  const before = importsIn(FIRST_PAINT_STYLES).filter(
    (listed) => at !== undefined && (order.get(listed) ?? -1) < at,
  );
  const place =
    at === undefined
      ? 'after the @mantine/core imports'
      : `after '${before.at(-1) ?? '@mantine/core/styles/global.css'}'`;
  const move = importsIn(DEFERRED_STYLES).includes(stylesheet)
    ? ` and remove it from ${DEFERRED_STYLES}`
    : '';
  const defines = classes.join(', ');
  return `add import '${stylesheet}' to ${FIRST_PAINT_STYLES} (${place})${move}; it defines ${defines}`;
}
