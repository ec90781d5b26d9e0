/**
 * A short, stable tag for a token (32-bit FNV-1a, as 8 hex digits) so a per-user key can be
 * derived from a sign-in whose stored user has no id or email. The token itself never becomes
 * part of a key. Not a security hash: it only has to keep two members' keys apart.
 */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
