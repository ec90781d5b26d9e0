import { Button, Group, Paper } from '@mantine/core';
import { filterUsersForReferral } from '@/domain/search';
import type { User } from '@/domain/types';
import { MemberIdentity } from '@/ui/member-identity';
import { MemberChooser, nameForReferral, type MemberChooserTexts } from './member-chooser';
import { REFERRALS_LOAD_FAILED } from './texts';

const TEXTS: MemberChooserTexts = {
  search: 'Search for a user...',
  loading: 'Loading users...',
  empty: 'No users found',
  failed: REFERRALS_LOAD_FAILED,
  list: 'Members you can refer',
};

function UserRow({ user, onRefer }: { user: User; onRefer: (user: User) => void }) {
  const name = nameForReferral(user);
  return (
    <Paper withBorder p="sm" radius="md" mb="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <MemberIdentity name={name} email={user.email} avatarUrl={user.avatarUrl} />
        <Button size="sm" onClick={() => onRefer(user)} aria-label={`Refer ${name}`}>
          Refer
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
