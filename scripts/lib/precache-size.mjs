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

const KEPT_OUT_OF_LOGIN = [
  /^(dashboard|referrals|profile|attendance|registration|forgot-password|reset-password)-page-/,
  /^member-area-/,
  /DateTimePicker|DatePicker|date-picker|ist-date-time-picker/i,
];

/** Files of /login's first load that belong to another route or to the date picker. */
export function misplacedInLogin(files) {
  return files.filter((file) => KEPT_OUT_OF_LOGIN.some((pattern) => pattern.test(file)));
}
