import { msg, type Msg } from '@/locales/messages';

/**
 * Exact texts from docs/behaviour.md#rules-for-input, #server-calls and #errors for the two
 * password screens, shown in the language in use.
 */
export const PASSWORD_MESSAGES = {
  linkSent: msg('password.linkSent'),
  resetDone: msg('password.resetDone'),
  mismatch: msg('password.mismatch'),
  // The spec names no text for a missing email or code; this matches the registration screen's
  // (in the password screens' own catalog, which is what these screens load).
  required: msg('password.required'),
  fallback: msg('password.fallback'),
} as const satisfies Record<string, Msg>;

/**
 * Our own required check on top of the browser's `required`: a value of spaces passes the
 * browser but not the server, and older or assistive browsers may skip constraint validation.
 */
export function requiredText(value: string): Msg | null {
  return value.trim() === '' ? PASSWORD_MESSAGES.required : null;
}

/** The confirmation must be filled in first, then match the new password exactly. */
export function passwordConfirmationError(confirmation: string, password: string): Msg | null {
  return (
    requiredText(confirmation) ?? (confirmation === password ? null : PASSWORD_MESSAGES.mismatch)
  );
}
