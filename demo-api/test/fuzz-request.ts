import type { InjectOptions } from 'fastify';
import type { FileChoice, FuzzCase, MultipartDamage } from './fuzz-cases';
import { RawJsonNumber, RawUrlPiece } from './fuzz-hostile';
import { TINY_PNG } from './helpers';

/** Turns a fuzz case into the request inject() sends: URL, headers, and the encoded body. */

/** JSON text that can also hold what JSON.stringify cannot write: 1e400, -0. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJsonNumber) return value.text;
  if (value instanceof RawUrlPiece) return JSON.stringify(value.text);
  if (Object.is(value, -0)) return '-0';
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : jsonText(item))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Percent-encoding that also writes lone surrogates, as the three bytes WTF-8 gives them
 * (encodeURIComponent throws on them).
 */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

function urlPiece(value: unknown): string {
  if (value instanceof RawUrlPiece) return value.text;
  if (value instanceof RawJsonNumber) return percentEncode(value.text);
  if (typeof value === 'string') return percentEncode(value);
  if (typeof value === 'number') return String(value);
  return percentEncode(jsonText(value));
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // An array is the key repeated: `?user_id=1&user_id=2` reads as an array too.
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${percentEncode(key)}=${urlPiece(item)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export function urlOf(pattern: string, fuzz: FuzzCase): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => urlPiece(fuzz.path[name] ?? '1'));
  return `${path}${queryString(fuzz.query)}`;
}

const FILES: Record<Exclude<FileChoice, 'none'>, () => Buffer> = {
  png: () => TINY_PNG,
  'not-an-image': () => Buffer.from('%PDF-1.4 not an image'),
  empty: () => Buffer.alloc(0),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  // One byte over the 5 MB the profile image may have.
  'over-5mb': () => Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - TINY_PNG.length)]),
};

interface Part {
  name: string;
  value: Buffer;
  filename?: string;
}

/** A form's text fields: `{ user: { fullname } }` becomes `user[fullname]`, Rails style. */
function fieldParts(body: Record<string, unknown>): Part[] {
  const text = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : jsonText(value), 'utf8');
  const parts: Part[] = [];
  for (const [key, value] of Object.entries(body)) {
    const isGroup = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (!isGroup) {
      if (value !== undefined) parts.push({ name: key, value: text(value) });
      continue;
    }
    for (const [inner, innerValue] of Object.entries(value)) {
      if (innerValue !== undefined)
        parts.push({ name: `${key}[${inner}]`, value: text(innerValue) });
    }
  }
  return parts;
}

function damagedParts(parts: Part[], file: Part | undefined, damage: MultipartDamage): Part[] {
  const files = file ? [file] : [];
  switch (damage) {
    case 'repeated-field':
      return [...parts, ...parts, ...files];
    case 'file-for-field':
      return [...parts.map((part) => ({ ...part, filename: 'field.txt' })), ...files];
    case 'two-files': {
      const image = file ?? { name: 'user[profile_image]', value: TINY_PNG, filename: 'a.png' };
      return [...parts, image, { ...image, filename: 'b.png' }];
    }
    case 'nameless-part':
      return [{ name: '', value: Buffer.from('x') }, ...parts, ...files];
    case 'nul-in-name':
      return [{ name: 'user[full\u0000name]', value: Buffer.from('x') }, ...parts, ...files];
    case 'too-many-fields': {
      const many = Array.from({ length: 25 }, (_, i) => ({
        name: `f${i}`,
        value: Buffer.from('x'),
      }));
      return [...parts, ...many, ...files];
    }
    case 'huge-field':
      return [{ name: 'user[fullname]', value: Buffer.alloc(100_001, 'x') }, ...parts, ...files];
    default:
      return [...parts, ...files];
  }
}

const BOUNDARY = 'fuzz-boundary-7d1f';

function multipartBody(fuzz: FuzzCase, fileField: string | undefined) {
  const file =
    fuzz.file === 'none'
      ? undefined
      : { name: fileField ?? 'file', value: FILES[fuzz.file](), filename: 'picture.png' };
  const parts = damagedParts(fieldParts(fuzz.body ?? {}), file, fuzz.damage);
  const eol = fuzz.damage === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name ? `; name="${part.name}"` : '';
    const filename = part.filename
      ? `; filename="${part.filename}"${eol}Content-Type: application/octet-stream`
      : '';
    const head = `--${BOUNDARY}${eol}Content-Disposition: form-data${name}${filename}${eol}${eol}`;
    chunks.push(Buffer.from(head), part.value, Buffer.from(eol));
  }
  if (fuzz.damage !== 'no-closing') chunks.push(Buffer.from(`--${BOUNDARY}--${eol}`));
  let payload = Buffer.concat(chunks);
  if (fuzz.damage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length * 0.6));
  const boundary =
    fuzz.damage === 'bad-boundary'
      ? '; boundary=another-boundary'
      : fuzz.damage === 'no-boundary'
        ? ''
        : `; boundary=${BOUNDARY}`;
  return { payload, contentType: `multipart/form-data${boundary}` };
}

/** The request a case makes; `token` is the caller's bearer token, if signed in. */
export function requestOf(
  method: string,
  pattern: string,
  fuzz: FuzzCase,
  token: string | undefined,
  fileField: string | undefined,
): InjectOptions {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const { authorization, idempotencyKey, host, contentType } = fuzz.headers;
  if (authorization !== undefined) {
    headers.authorization = authorization.replaceAll('{token}', token ?? 'no-token');
  }
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  if (host !== undefined) headers.host = host;
  const request: InjectOptions = { method: method as 'GET', url: urlOf(pattern, fuzz), headers };
  if (fuzz.encoding === 'json') {
    headers['content-type'] = contentType ?? 'application/json';
    request.payload = jsonText(fuzz.body ?? {});
  } else if (fuzz.encoding === 'multipart') {
    const form = multipartBody(fuzz, fileField);
    headers['content-type'] = form.contentType;
    request.payload = form.payload;
  }
  return request;
}
