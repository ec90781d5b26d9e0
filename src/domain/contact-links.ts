/**
 * mailto: and tel: links are built here, by the app, from values that passed a strict check;
 * they are never taken from the server as links (docs/decisions.md#members-directory). Anything
 * that fails the check gives no link at all.
 */

// A plain address: local part of common characters, a dotted domain of letters, digits and
// hyphens. Stricter than RFC 5322 on purpose: nothing in it can change what the link does
// (no '?', '&', '%', spaces or quotes).
const PLAIN_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const MAX_EMAIL_LENGTH = 254;

export function mailtoHref(email: string): string | null {
  const address = email.trim();
  if (address.length > MAX_EMAIL_LENGTH || !PLAIN_EMAIL.test(address)) return null;
  if (address.startsWith('.') || address.includes('..')) return null;
  return `mailto:${address}`;
}

// E.164 allows at most 15 digits; fewer than 6 is no reachable number.
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;
// What people write around the digits of a number: spaces, dots, hyphens, brackets.
const PHONE_PUNCTUATION = /[\s().-]/g;

/** tel: with digits only, keeping one leading '+' for an international number. */
export function telHref(phone: string): string | null {
  const compact = phone.trim().replace(PHONE_PUNCTUATION, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return null;
  const [, plus = '', digits = ''] = match;
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return `tel:${plus}${digits}`;
}
