// Issue 9: what the service worker downloads on install, read from the manifest injected into
// dist/sw.js, and a check that /login's first load holds no route chunk or the date picker.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const MANIFEST_ENTRY = /\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g;

export async function precacheSize(dir = 'dist') {
  const worker = await readFile(`${dir}/sw.js`, 'utf8');
  const urls = [...new Set([...worker.matchAll(MANIFEST_ENTRY)].map((m) => m[1]))];
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const content = await readFile(`${dir}/${url}`);
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { precacheEntries: urls.length, precacheBytes: bytes, precacheGzipBytes: gzipBytes };
}

// Route chunks keep their names (vite.config.ts names every lazily loaded module's chunk); shared
// chunks are named by their hash alone, so the date pickers are found by what they hold: Mantine
// names each of its components with its package in the code (`@mantine/dates/DateTimePicker`).
const ROUTE_CHUNKS_KEPT_OUT_OF_LOGIN = [
  /^(dashboard|referrals|profile|attendance|registration|forgot-password|reset-password)-page-/,
  /^member-area-/,
  /DateTimePicker|DatePicker|date-picker|ist-date-time-picker/i,
];
const DATE_PICKER_CODE = '@mantine/dates/';

/** Files of /login's first load that belong to another route or to the date picker. */
export async function misplacedInLogin(files, dir = 'dist') {
  const misplaced = [];
  for (const file of files) {
    const code = await readFile(`${dir}/assets/${file}`, 'utf8');
    if (
      ROUTE_CHUNKS_KEPT_OUT_OF_LOGIN.some((pattern) => pattern.test(file)) ||
      code.includes(DATE_PICKER_CODE)
    )
      misplaced.push(file);
  }
  return misplaced;
}
