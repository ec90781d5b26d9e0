/**
 * A random id per write, stored with it so every replay sends the same key. randomUUID needs a
 * secure context; the fallback keeps plain-http test hosts working.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
