import { REGISTRATION_MESSAGES } from '@/domain/registration';

/** Exact texts from docs/behaviour.md#rules-for-input, #server-calls and #errors for the two password screens. */
export const PASSWORD_MESSAGES = {
  linkSent: 'Password reset instructions sent to your email.',
  resetDone: 'Password reset successful. You can now login.',
  mismatch: 'Passwords do not match!',
  // The spec names no text for a missing email or code; this matches the registration screen.
  required: REGISTRATION_MESSAGES.required,
  fallback: 'Something went wrong',
} as const;

/**
 * Our own required check on top of the browser's `required`: a value of spaces passes the
 * browser but not the server, and older or assistive browsers may skip constraint validation.
 */
export function requiredText(value: string): string | null {
  return value.trim() === '' ? PASSWORD_MESSAGES.required : null;
}

/** The confirmation must be filled in first, then match the new password exactly. */
export function passwordConfirmationError(confirmation: string, password: string): string | null {
  return (
    requiredText(confirmation) ?? (confirmation === password ? null : PASSWORD_MESSAGES.mismatch)
  );
}
