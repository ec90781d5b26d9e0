import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '@/domain/error-message';
import { filterUsersForReferral } from '@/domain/search';
import type { User } from '@/domain/types';
import { MemberIdentity } from '@/features/shared/member-identity';
import { VirtualList } from '@/features/shared/virtual-list';
import { useCurrentUser } from '@/repository/current-user';
import { useMemberDirectory } from '@/repository/reads';
import { ReferModal, type ReferTarget } from './refer-modal';
import { REFERRALS_LOAD_FAILED } from './texts';
import { ErrorAlert } from '@/features/shared/error-alert';

const nameOf = (user: User) => user.fullname || 'Unknown User';

function UserRow({ user, onRefer }: { user: User; onRefer: (target: ReferTarget) => void }) {
  const name = nameOf(user);
  return (
    <Paper withBorder p="sm" radius="md" mb="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <MemberIdentity name={name} email={user.email} avatarUrl={user.avatarUrl} />
        <Button
          size="sm"
          onClick={() => onRefer({ id: user.id, name })}
          aria-label={`Refer ${name}`}
        >
          Refer
        </Button>
      </Group>
    </Paper>
  );
}

/** The Create tab (docs/behaviour.md#referrals): search by name, email or fullname, then Refer. */
export function CreateTab() {
  const members = useMemberDirectory();
  const me = useCurrentUser();
  const [query, setQuery] = useState('');
  // Typing stays instant with 10,000 members: the list follows a step behind if it must.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => filterUsersForReferral(members.data ?? [], deferredQuery, me),
    [members.data, deferredQuery, me],
  );
  const [target, setTarget] = useState<ReferTarget | null>(null);

  let list;
  if (members.loading) list = <Text c="dimmed">Loading users...</Text>;
  else if (members.error) {
    list = <ErrorAlert>{errorMessage(members.error, REFERRALS_LOAD_FAILED)}</ErrorAlert>;
  } else if (shown.length === 0) list = <Text c="dimmed">No users found</Text>;
  else {
    list = (
      <VirtualList
        items={shown}
        estimateSize={72}
        getKey={(user) => user.id || user.email}
        renderItem={(user) => <UserRow user={user} onRefer={setTarget} />}
        maxHeight="65vh"
        label="Members you can refer"
      />
    );
  }

  return (
    <Stack>
      <TextInput
        aria-label="Search for a user..."
        placeholder="Search for a user..."
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {list}
      <ReferModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
