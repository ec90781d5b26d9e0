// Writes the HTML of the screens a first visit usually opens (issue 10), so they paint from HTML
// and CSS before any script runs: the four visitor screens, hydrated by the app, and the
// dashboard's header, replaced by the real screen. Runs after `vite build`; the demo API serves
// /login from login.html and so on (demo-api/src/static-site.ts). The service worker still
// answers every navigation with index.html, so offline starts are unchanged.
// Usage: node scripts/prerender.mjs [outDir]
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const out = process.argv[2] ?? 'dist';
const ssrDir = resolve('node_modules/.cache/prerender');

/**
 * The lazily loaded code each prerendered path links beyond the entry, by source file: a visitor
 * screen's markup needs its styles, and its code before it can be hydrated. The dashboard's
 * shell needs neither; preloading the member code there was measured to delay the shell's first
 * paint (it competes for the phone's bandwidth) without making the lists appear sooner.
 */
const ROUTE_SOURCES = {
  '/login': [],
  '/users/sign_up': ['src/features/registration/registration-page.tsx'],
  '/forgot-password': ['src/features/password/forgot-password-page.tsx'],
  '/reset-password': ['src/features/password/reset-password-page.tsx'],
  '/dashboard': [],
};

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/first-paint/prerender-entry.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
const { prerenderPages } = await import(pathToFileURL(join(ssrDir, 'prerender-entry.js')).href);

const manifestPath = join(out, '.vite/manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
const template = await readFile(join(out, 'index.html'), 'utf8');
const inEntry = chunkFiles(['index.html']);

/** Every file a chunk and its static imports need: scripts, and the stylesheets they bring. */
function chunkFiles(keys) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

function headLinks(path) {
  const { scripts, styles } = chunkFiles(ROUTE_SOURCES[path]);
  const links = [];
  // The screen's own styles block the first paint like the entry's: its markup needs them.
  for (const css of styles)
    if (!inEntry.styles.has(css)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  for (const js of scripts)
    if (!inEntry.scripts.has(js))
      links.push(`<link rel="modulepreload" crossorigin href="/${js}">`);
  return links.join('\n    ');
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function pageTitle(html) {
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  return heading ? `${heading} · Member Portal` : 'Member Portal';
}

for (const { path, takeOver, html } of await prerenderPages()) {
  if (!(path in ROUTE_SOURCES)) throw new Error(`no route sources listed for ${path}`);
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle(html))}</title>`)
    .replace('</head>', `  ${headLinks(path)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-take-over="${takeOver}">${html}</div>`);
  if (page === template) throw new Error('index.html has no <div id="root"></div>');
  const file = join(out, `${path.slice(1)}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${path} -> ${file} (${takeOver})`);
}
// The build manifest served its purpose; it is not part of the site.
await rm(join(out, '.vite'), { recursive: true, force: true });
