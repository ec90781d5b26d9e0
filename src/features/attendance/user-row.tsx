import { Button, Group } from '@mantine/core';
import type { User } from '@/domain/types';
import { userShownName } from '@/domain/user';
import { MemberIdentity } from '@/ui/member-identity';
import { showText, useT } from '@/ui/i18n/use-t';

interface UserRowProps {
  user: User;
  onCheck: (user: User) => void;
}

/** One member in the list: avatar (or initial), name, email and a Check button. */
export function UserRow({ user, onCheck }: UserRowProps) {
  const t = useT();
  const name = showText(t, userShownName(user));
  return (
    <Group wrap="nowrap" justify="space-between" gap="sm" py="xs" px="xs">
      <MemberIdentity name={name} email={user.email} avatarUrl={user.avatarUrl} />
      <Button
        variant="light"
        size="xs"
        aria-label={t('attendance.checkName', { name })}
        onClick={() => onCheck(user)}
      >
        {t('attendance.check')}
      </Button>
    </Group>
  );
}
