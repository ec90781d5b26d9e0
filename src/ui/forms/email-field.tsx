import { TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '@/ui/i18n/use-t';

/**
 * The Email input of every open screen: the email keyboard on phones and the address the
 * browser or password manager already knows.
 */
export function EmailField(props: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={t('field.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
    />
  );
}
