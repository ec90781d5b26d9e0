// Writes .br and .gz twins of the text assets in a build folder so the server can send them
// without compressing on every request (@fastify/static `preCompressed`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 512;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2] ?? 'dist';
let count = 0;
for await (const path of files(root)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files in ${root}`);
