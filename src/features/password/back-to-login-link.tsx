import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The way out of both password screens (docs/behaviour.md#screens). */
export function BackToLoginLink() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        Back to Login
      </Anchor>
    </Text>
  );
}
