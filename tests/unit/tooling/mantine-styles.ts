import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * Which Mantine stylesheets a component needs, read from the installed packages rather than
 * from a list kept by hand. Mantine's guide to importing styles per component
 * (mantine.dev/styles/css-files-list) says a component needs the stylesheets of the components
 * it is built on (Button on UnstyledButton, Select on Combobox, Input, Popover...) and to "check
 * the component's source code" for them. The published ES modules are that source code: each
 * `X.module.css` a component's module graph imports is compiled to `X.module.mjs` (its class
 * names), and each plain `.css` import (MantineProvider's global.css...) to an empty module.
 * So a component's stylesheets are the CSS modules reachable from its module by imports.
 */

export const MANTINE_PACKAGES = ['@mantine/core', '@mantine/dates', '@mantine/notifications'];
/** Where a missing stylesheet goes: first-paint-styles.ts must not grow (/login's byte budget). */
export const DEFERRED_STYLES = 'src/ui/scheduling/deferred-styles.ts';

const NODE_MODULES = join(process.cwd(), 'node_modules');
const CORE_STYLES = join(NODE_MODULES, '@mantine/core/styles');

export interface Source {
  file: string;
  text: string;
}

export interface ComponentUse {
  component: string;
  pkg: string;
  file: string;
}

// --- the packages' module graph ------------------------------------------------------------

interface PackageModule {
  /** The stylesheet it was compiled from, if it was compiled from CSS. */
  stylesheet: string | undefined;
  imports: {
    /** The resolved file for a relative import, else the bare specifier. */
    target: string;
    bindings: ImportedName[];
    /** Only attached as a static part (`Checkbox.Card = CheckboxCard`), never rendered itself. */
    partOnly: boolean;
  }[];
  /** Static parts: `Tabs.Tab = TabsTab` gives Tab -> the local name TabsTab. */
  parts: Map<string, string>;
  /** The parts it renders: `jsx(Combobox.Dropdown)` gives Combobox (a local name), Dropdown. */
  partUses: { local: string; part: string }[];
}

const modules = new Map<string, PackageModule>();

/**
 * A component's module imports the modules of its static parts only to attach them: plain
 * `<Checkbox>` never renders the CheckboxCard that `Checkbox.Card` is. Following those imports
 * would ask for stylesheets nothing shows, so a part counts where it is written (`Tabs.Tab` in
 * the app, `Combobox.Dropdown` in Select).
 */
function packageModule(file: string): PackageModule {
  let parsed = modules.get(file);
  if (parsed !== undefined) return parsed;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const parts = new Map<string, string>();
  const uses = new Set<string>(); // names referenced besides in their import and part
  const partUses: PackageModule['partUses'] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    const part = partAssignment(node);
    if (part !== undefined) return void parts.set(part.name, part.local);
    if (ts.isIdentifier(node)) uses.add(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^[A-Z]/.test(node.name.text)
    ) {
      partUses.push({ local: node.expression.text, part: node.name.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const partLocals = new Set(parts.values());
  const imports = source.statements.filter(ts.isImportDeclaration).map((declaration) => {
    const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
    const bindings = importedNames(declaration);
    return {
      target: specifier.startsWith('.') ? join(dirname(file), specifier) : specifier,
      bindings,
      partOnly:
        bindings.length > 0 &&
        bindings.every(({ local }) => partLocals.has(local) && !uses.has(local)),
    };
  });
  parsed = { stylesheet: stylesheetOf(file, text), imports, parts, partUses };
  modules.set(file, parsed);
  return parsed;
}

/** `Checkbox.Card = CheckboxCard;` */
function partAssignment(node: ts.Node): { name: string; local: string } | undefined {
  if (!ts.isExpressionStatement(node) || !ts.isBinaryExpression(node.expression)) return undefined;
  const { left, operatorToken, right } = node.expression;
  if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isIdentifier(right)) return undefined;
  if (!ts.isPropertyAccessExpression(left) || !/^[A-Z]/.test(left.name.text)) return undefined;
  return { name: left.name.text, local: right.text };
}

/** The stylesheet a module stands for, if it is one compiled from a CSS file. */
function stylesheetOf(file: string, text: string): string | undefined {
  const pkg = /(@mantine\/[^/]+)\//.exec(file)?.[1];
  const cssModule = file.endsWith('.module.mjs');
  // An empty module is a plain `import './global.css'` whose CSS went to the styles/ files.
  const strippedCss = text.replace(/"use client";|\/\/.*$/gm, '').trim() === '';
  if (!cssModule && !strippedCss) return undefined;
  // Only @mantine/core ships one stylesheet per component; the others ship one styles.css.
  if (pkg !== '@mantine/core') return `${pkg}/styles.css`;
  const name = file.replace(/^.*\//, '').replace(/(\.module)?\.mjs$/, '');
  if (!existsSync(join(CORE_STYLES, `${name}.css`))) {
    throw new Error(`${file} is compiled CSS but @mantine/core/styles/${name}.css is missing`);
  }
  return `@mantine/core/styles/${name}.css`;
}

const indexCache = new Map<string, Map<string, string>>();

/** A package's runtime exports, each with the module that defines it (types are not there). */
function packageExports(pkg: string): Map<string, string> {
  let exports = indexCache.get(pkg);
  if (exports === undefined) {
    // Rolldown's index imports every export from its module, then exports them all by name.
    const index = packageModule(join(NODE_MODULES, pkg, 'esm/index.mjs'));
    exports = new Map(
      index.imports.flatMap(({ target, bindings }) =>
        bindings.map(({ imported }): [string, string] => [imported, target]),
      ),
    );
    indexCache.set(pkg, exports);
  }
  return exports;
}

/**
 * The module an import binding names. @mantine/dates and @mantine/notifications build on
 * @mantine/core through its index; react, @mantine/hooks, @floating-ui... have no stylesheets.
 */
function bindingModule(target: string, imported: string): string | undefined {
  const file = MANTINE_PACKAGES.includes(target) ? packageExports(target).get(imported) : target;
  return file?.startsWith('/') ? file : undefined;
}

/** The module of `Tabs` or of a part like `Tabs.Tab`; undefined for `Button.extend` & co. */
function componentModule(pkg: string, component: string): string | undefined {
  const [name = '', ...parts] = component.split('.');
  let file = packageExports(pkg).get(name);
  for (const part of parts) file = file === undefined ? undefined : partModule(file, part);
  return file;
}

/** The module of a part: `partModule(<Tabs' file>, 'Tab')` is TabsTab's file. */
function partModule(file: string, part: string): string | undefined {
  const local = packageModule(file).parts.get(part);
  return local === undefined ? undefined : localModule(file, local);
}

/** The module a name imported into `file` comes from, or `file` itself if not imported. */
function localModule(file: string, local: string): string | undefined {
  for (const { target, bindings } of packageModule(file).imports) {
    const binding = bindings.find((candidate) => candidate.local === local);
    if (binding !== undefined) return bindingModule(target, binding.imported);
  }
  return file;
}

/** The stylesheets a component (or part) needs; none for one without (Box, Portal, Transition). */
export function componentStylesheets(pkg: string, component: string): string[] {
  const start = componentModule(pkg, component);
  if (start === undefined) throw new Error(`${pkg} has no runtime export ${component}`);
  // Every module it renders, its own and its bases', each with the stylesheet it stands for.
  const seen = new Set([start]);
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const { imports, partUses } = packageModule(file);
    const next = [
      ...imports
        .filter(({ partOnly }) => !partOnly)
        .flatMap(({ target, bindings }) =>
          // `import Tabs_module_default from "./Tabs.module.mjs"` takes no named binding.
          bindings.length === 0
            ? [bindingModule(target, 'default')]
            : bindings.map((b) => bindingModule(target, b.imported)),
        ),
      ...partUses.map(({ local, part }) => {
        const of = localModule(file, local);
        return of === undefined ? undefined : partModule(of, part);
      }),
    ];
    for (const module of next) {
      if (module === undefined || seen.has(module)) continue;
      seen.add(module);
      pending.push(module);
    }
  }
  const sheets = [...seen].flatMap((file) => packageModule(file).stylesheet ?? []);
  return [...new Set(sheets)].sort();
}

// --- the app's sources ----------------------------------------------------------------------

const parse = (file: string, text: string): ts.SourceFile =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);

interface ImportedName {
  imported: string;
  local: string;
  type: boolean;
}

function importedNames(declaration: ts.ImportDeclaration): ImportedName[] {
  const clause = declaration.importClause;
  const bindings = clause?.namedBindings;
  if (clause === undefined || bindings === undefined || !ts.isNamedImports(bindings)) return [];
  return bindings.elements.map((element) => ({
    imported: (element.propertyName ?? element.name).text,
    local: element.name.text,
    type: clause.isTypeOnly || element.isTypeOnly,
  }));
}

export function srcFiles(dir = 'src'): Source[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/**
 * The Mantine components a source imports, and the parts it writes (`Tabs.Tab`): runtime
 * exports named like a component. Hooks, helpers like createTheme and constants like
 * DEFAULT_THEME are not; types are not exported at runtime.
 */
function sourceComponentUses({ file, text }: Source): ComponentUse[] {
  const source = parse(file, text);
  const components = new Map<string, { component: string; pkg: string }>(); // by local name
  for (const declaration of source.statements.filter(ts.isImportDeclaration)) {
    const pkg = (declaration.moduleSpecifier as ts.StringLiteral).text;
    if (!MANTINE_PACKAGES.includes(pkg)) continue;
    for (const { imported, local, type } of importedNames(declaration)) {
      if (!type && /^[A-Z][a-z]/.test(imported) && packageExports(pkg).has(imported)) {
        components.set(local, { component: imported, pkg });
      }
    }
  }
  const uses = [...components.values()].map((use) => ({ ...use, file }));
  const visit = (node: ts.Node): void => {
    // `<Tabs.Tab>` and `Tabs.Tab` alike; `Button.extend` is no part.
    const chain = ts.isPropertyAccessExpression(node) ? node.getText(source).split('.') : [];
    const base = components.get(chain[0] ?? '');
    if (base !== undefined && chain.slice(1).every((name) => /^[A-Z]\w*$/.test(name))) {
      const component = [base.component, ...chain.slice(1)].join('.');
      if (componentModule(base.pkg, component) !== undefined) {
        uses.push({ component, pkg: base.pkg, file });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Only files that name a Mantine package are parsed: parsing all of src/ takes a second. */
const mantineSources = (sources: Source[]): Source[] =>
  sources.filter(({ text }) => text.includes('@mantine/'));

export const componentUses = (sources: Source[]): ComponentUse[] =>
  mantineSources(sources).flatMap(sourceComponentUses);

/** Every Mantine stylesheet the sources import, wherever (first paint, deferred, a screen). */
export function loadedStylesheets(sources: Source[]): Set<string> {
  const sheets = mantineSources(sources).flatMap(({ file, text }) =>
    parse(file, text)
      .statements.filter(ts.isImportDeclaration)
      .map((declaration) => (declaration.moduleSpecifier as ts.StringLiteral).text)
      .filter((specifier) => /^@mantine\/.*\.css$/.test(specifier))
      // Button.layer.css holds the same rules as Button.css, inside @layer mantine.
      .map((specifier) => specifier.replace(/\.layer\.css$/, '.css')),
  );
  return new Set(sheets);
}

/** One line per stylesheet a used component lacks, naming the import that would load it. */
export function missingStylesheets(sources: Source[]): string[] {
  const loaded = loadedStylesheets(sources);
  // The whole @mantine/core/styles.css holds every per-component file.
  const isLoaded = (sheet: string): boolean =>
    loaded.has(sheet) ||
    (sheet.startsWith('@mantine/core/') && loaded.has('@mantine/core/styles.css'));
  const problems = new Set<string>();
  for (const { component, pkg, file } of componentUses(sources)) {
    for (const sheet of componentStylesheets(pkg, component)) {
      if (isLoaded(sheet)) continue;
      const base = /\/styles\/(\w+)\.css$/.exec(sheet)?.[1];
      const own = base === undefined || base === component.replace(/\..*/, '');
      const which = own ? '' : ` for its ${base}`;
      problems.add(
        `${component} (${file}) has no stylesheet${which}: add \`import '${sheet}';\` to ${DEFERRED_STYLES}`,
      );
    }
  }
  return [...problems];
}
