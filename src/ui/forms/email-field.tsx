import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The Email input of every open screen: the email keyboard on phones and the address the
 * browser or password manager already knows.
 */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
