// Builds the app with the project's own Vite config into another folder, never dist/, for the tests
// that compare two releases (tests/e2e/update.spec.ts).
//
//   node scripts/build-variant.mjs <outDir> [<label>]
//
// With a label, one source module differs from the working tree: src/main.tsx gains a statement
// that writes the label to <html data-build>, exactly as if a developer had edited that file.
// Everything else (the worker, its precache manifest, hashing) comes from the unchanged config.
// No .br/.gz twins are written: the demo API serves the plain files when they are missing.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const [outArg, label] = process.argv.slice(2);
if (!outArg) {
  console.error('usage: node scripts/build-variant.mjs <outDir> [<label>]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(outArg);
if (outDir === resolve(root, 'dist')) {
  console.error('build-variant: refusing to write into dist/');
  process.exit(2);
}
const entry = resolve(root, 'src/main.tsx');

/** The one changed module of the labelled build. */
const changeEntry = {
  name: 'build-variant-label',
  enforce: 'pre',
  transform(code, id) {
    if (id.split('?')[0] !== entry) return null;
    return `${code}\ndocument.documentElement.dataset.build = ${JSON.stringify(label)};\n`;
  },
};

await build({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: label ? [changeEntry] : [],
});
console.log(`build-variant: ${label ? `"${label}"` : 'unchanged source'} built into ${outDir}`);
