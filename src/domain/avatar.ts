import { asArray, asRecord } from '@/domain/loose';

const HTTP_PREFIX = /^https?:\/\//i;
// Only raster/vector image payloads; a data: URL of any other type is not an avatar.
const DATA_IMAGE_PREFIX = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * Server-supplied links are only ever opened or shown when they are absolute http(s) URLs
 * (docs/decisions.md#server-links-and-images-https-only), which keeps javascript:, data: and relative paths out of hrefs.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!HTTP_PREFIX.test(text)) return null;
  try {
    const url = new URL(text);
    const httpish = url.protocol === 'http:' || url.protocol === 'https:';
    return httpish && url.hostname !== '' ? text : null;
  } catch {
    return null;
  }
}

/** Avatars may additionally be inline `data:image/...` URLs (previews, small uploads). */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DATA_IMAGE_PREFIX.test(text) ? text : safeHttpUrl(text);
}

const AVATAR_KEYS = ['profile_image_url', 'profile_image', 'avatar_url', 'avatar'] as const;
// Depth cap: lists of objects of lists are plausible, unbounded nesting is not.
const MAX_DEPTH = 4;

/** A usable URL from a string, a list (first usable element) or an upload-style object. */
function urlFrom(value: unknown, depth: number): string | null {
  if (depth > MAX_DEPTH) return null;
  if (typeof value === 'string') return safeImageUrl(value);
  const list = asArray(value);
  if (list) {
    for (const element of list) {
      const found = urlFrom(element, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = asRecord(value);
  if (!record) return null;
  const candidates = [record.url, record.secure_url, record.path, asRecord(record.data)?.url];
  for (const candidate of candidates) {
    const found = urlFrom(candidate, depth + 1);
    if (found) return found;
  }
  return null;
}

export function pickAvatarUrl(record: unknown): string | null {
  const source = asRecord(record);
  if (!source) return null;
  for (const key of AVATAR_KEYS) {
    const found = urlFrom(source[key], 0);
    if (found) return found;
  }
  return null;
}
