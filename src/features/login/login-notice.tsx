import { Alert } from '@mantine/core';

/** A notice handed over by navigation, e.g. after the server ended the sign-in. */
export function LoginNotice({ text }: { text: string }) {
  return (
    <Alert color="yellow" role="status">
      {text}
    </Alert>
  );
}
