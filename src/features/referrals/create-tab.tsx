import { Button, Group, Paper } from '@mantine/core';
import { filterUsersForReferral } from '@/domain/search';
import type { User } from '@/domain/types';
import { MemberIdentity } from '@/ui/member-identity';
import { showText, useT } from '@/ui/i18n/use-t';
import { MemberChooser, nameForReferral, type MemberChooserTexts } from './member-chooser';
import { REFERRALS_LOAD_FAILED } from './texts';

const TEXTS: MemberChooserTexts = {
  search: 'referrals.searchUser',
  loading: 'referrals.loadingUsers',
  empty: 'referrals.noUsers',
  failed: REFERRALS_LOAD_FAILED,
  list: 'referrals.referList',
};

function UserRow({ user, onRefer }: { user: User; onRefer: (user: User) => void }) {
  const t = useT();
  const name = showText(t, nameForReferral(user));
  return (
    <Paper withBorder p="sm" radius="md" mb="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <MemberIdentity name={name} email={user.email} avatarUrl={user.avatarUrl} />
        <Button
          size="sm"
          onClick={() => onRefer(user)}
          aria-label={t('referrals.referName', { name })}
        >
          {t('referrals.refer')}
        </Button>
      </Group>
    </Paper>
  );
}

const filterByName = (members: readonly User[], query: string) =>
  filterUsersForReferral(members, query);

/** The Create tab (docs/behaviour.md#referrals): search by name, email or fullname, then Refer. */
export function CreateTab() {
  return (
    <MemberChooser
      texts={TEXTS}
      filter={filterByName}
      rowHeight={72}
      renderMember={(user, refer) => <UserRow user={user} onRefer={refer} />}
    />
  );
}
