// What a first visit to a route downloads before it can paint: the scripts and modulepreloads of
// index.html, the route's lazy chunk and everything those import statically, and the stylesheets.
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

async function gzipSize(dir, file) {
  return gzipSync(await readFile(`${dir}/assets/${file}`)).length;
}

/** Follows static imports from the given chunks; dynamic import() is not followed. */
async function withStaticImports(dir, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(`${dir}/assets/${file}`, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1]);
  }
  return [...seen];
}

/**
 * gzip bytes of the JS and CSS a first visit needs: the page's scripts, modulepreloads and
 * stylesheets, plus a lazy route chunk (file name prefix) and its static imports, if any, in the
 * build folder `dir`.
 */
export async function firstLoad(routeChunkPrefix, page = 'index.html', dir = 'dist') {
  const html = await readFile(`${dir}/${page}`, 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const assets = await readdir(`${dir}/assets`);
  const route = assets.find((name) => name.startsWith(routeChunkPrefix) && name.endsWith('.js'));
  // A route shipped in the entry has no chunk of its own.
  const entryScripts = linked.filter((f) => f.endsWith('.js'));
  const scripts = await withStaticImports(dir, route ? [...entryScripts, route] : entryScripts);
  let js = 0;
  for (const file of scripts) js += await gzipSize(dir, file);
  // Classic scripts served from public/ load first of all; an inline one (the colour scheme set
  // before the first paint) counts too, as if it were its own file.
  for (const [, file] of html.matchAll(/<script src="\/([^"/]+\.js)"/g))
    js += gzipSync(await readFile(`${dir}/${file}`)).length;
  for (const [, code] of html.matchAll(/<script>([^<]+)<\/script>/g)) js += gzipSync(code).length;
  let css = 0;
  for (const file of linked.filter((f) => f.endsWith('.css'))) css += await gzipSize(dir, file);
  return { js, css, files: scripts };
}
