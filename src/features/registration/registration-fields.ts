import type { RegistrationField } from '@/domain/registration';

/** Ids tie each input to its label and let the screen move focus to the first invalid field. */
export function fieldId(field: RegistrationField): string {
  return `registration-${field}`;
}

/** The first field, in the order the form shows them, that has an error. */
export function firstInvalidField(
  errors: Readonly<Record<string, unknown>>,
  order: readonly RegistrationField[],
): RegistrationField | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
