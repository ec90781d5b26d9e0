import { useForm } from '@mantine/form';
import type { ChangeEvent, ReactNode } from 'react';
import {
  emptyRegistrationValues,
  validateRegistrationField,
  type RegistrationField,
  type RegistrationValues,
} from '@/domain/registration';
import { normaliseInput } from '@/domain/registration-input';
import { messageNode } from '@/ui/i18n/message-text';
import { fieldId } from './registration-fields';

// One Mantine rule per field, each the domain's rule for that field given the whole form. Its
// message is translated where it shows, so it follows a change of language.
const RULES = Object.fromEntries(
  Object.keys(emptyRegistrationValues()).map((field) => [
    field,
    (_value: string, values: RegistrationValues) =>
      messageNode(validateRegistrationField(field as RegistrationField, values)),
  ]),
);

/** Props shared by every text-like input (TextInput, Textarea, PasswordField). */
export interface TextFieldProps {
  id: string;
  value: string;
  error: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * The registration form's values and messages, held by Mantine's useForm. Every change is
 * filtered (digits, Devanagari digits as 0-9, upper case) and validated at once, as docs/behaviour.md#rules-for-input asks; submit-time
 * checks live in the submit hook.
 */
export function useRegistrationForm() {
  const form = useForm<RegistrationValues>({
    // The same empty values on the server and in the browser, so the prerendered page hydrates.
    initialValues: emptyRegistrationValues(),
    validate: RULES,
    // Validation runs in setValue instead: Mantine validates on change only when the value moved,
    // and a letter typed into an empty phone field is filtered away yet still counts as a change.
    validateInputOnChange: false,
    // setValue sets each message itself; clearing first as well would race with it.
    clearInputErrorOnChange: false,
  });

  const setValue = (field: RegistrationField, raw: string) => {
    // A new password can make an already typed confirmation match or stop matching. An untouched
    // confirmation is left alone so typing the password does not flag a field not reached yet.
    const confirmationInPlay =
      form.values.password_confirmation !== '' || form.errors.password_confirmation !== undefined;
    form.setFieldValue(field, normaliseInput(field, raw));
    form.validateField(field);
    if (field === 'password' && confirmationInPlay) form.validateField('password_confirmation');
  };

  const textProps = (field: RegistrationField): TextFieldProps => ({
    id: fieldId(field),
    value: form.values[field],
    error: form.errors[field],
    onChange: (event) => setValue(field, event.currentTarget.value),
  });

  return { ...form, setValue, textProps };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
