import { Button, type ButtonProps } from '@mantine/core';

interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'disabled'> {
  /** The spec's label, e.g. 'Log in'. */
  label: string;
  /** What the button says while the form is being sent, e.g. 'Logging in...'. */
  busyLabel: string;
  busy: boolean;
}

/**
 * Every form's submit button: it says what is happening while the form is sent, and cannot be
 * pressed again meanwhile, so nothing is submitted twice.
 */
export function SubmitButton({ label, busyLabel, busy, ...buttonProps }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} {...buttonProps}>
      {busy ? busyLabel : label}
    </Button>
  );
}
