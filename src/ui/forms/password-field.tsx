import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/ui/i18n/use-t';

/**
 * Mantine's password input with a show/hide toggle that keyboard users can reach and screen
 * readers can name (the default toggle is skipped by Tab), and `aria-invalid` on the real input
 * (Mantine marks only its wrapper).
 */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const label = typeof props.label === 'string' ? props.label : t('field.password');
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'field.hide' : 'field.show', { field: label.toLowerCase() }),
        'aria-pressed': visible,
      }}
    />
  );
}
