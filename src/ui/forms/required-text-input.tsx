import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A required field, marked one way everywhere: the asterisk for the eye and aria-required for
 * screen readers. Not the `required` attribute: the browser's own bubble would speak before the
 * form's message from the spec.
 */
export function RequiredTextInput(props: TextInputProps) {
  return <TextInput withAsterisk aria-required {...props} />;
}
