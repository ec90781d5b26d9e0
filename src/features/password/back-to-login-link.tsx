import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '@/ui/i18n/use-t';

/** The way out of both password screens (docs/behaviour.md#screens). */
export function BackToLoginLink() {
  const t = useT();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {t('password.backToLogin')}
      </Anchor>
    </Text>
  );
}
