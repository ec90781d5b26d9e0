import { Container, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/domain/error-message';
import { filterUsersForAttendance } from '@/domain/search';
import type { User } from '@/domain/types';
import { ScreenHeader } from '@/ui/frame/screen-header';
import { VirtualList } from '@/ui/lists/virtual-list';
import { useAdminUserList } from '@/repository/reads';
import { AttendanceModal } from './attendance-modal';
import { UserRow } from './user-row';
import { ErrorAlert } from '@/ui/forms/error-alert';

export const USERS_LOAD_FAILED = 'Failed to fetch users';
const SEARCH_LABEL = 'Search for a user...';

/**
 * The admin's attendance dashboard (docs/behaviour.md#screens). There is no client role guard: a member
 * who opens it sees the server's refusal as the error text.
 */
export function AttendancePage() {
  const users = useAdminUserList();
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<User | null>(null);
  // Kept apart from `checked` so the title stays while the modal closes.
  const [modalOpen, setModalOpen] = useState(false);
  const shown = useMemo(
    () => filterUsersForAttendance(users.data ?? [], query),
    [users.data, query],
  );
  // The count is of the users shown, so it follows the search.
  const title = `All Users (${shown.length})`;

  const check = (user: User) => {
    setChecked(user);
    setModalOpen(true);
  };

  let body;
  if (users.loading) body = <Text c="dimmed">Loading users...</Text>;
  else if (shown.length === 0) body = <Text c="dimmed">No users found</Text>;
  else {
    body = (
      <VirtualList
        items={shown}
        estimateSize={64}
        getKey={(user) => user.id || user.email}
        maxHeight="65vh"
        label={title}
        renderItem={(user) => (
          <>
            <UserRow user={user} onCheck={check} />
            <Divider />
          </>
        )}
      />
    );
  }

  return (
    <Container component="main" size="md" py="md">
      <Stack gap="md">
        <ScreenHeader backTo="/dashboard" />
        {users.error ? (
          <ErrorAlert title="Something went wrong">
            {errorMessage(users.error, USERS_LOAD_FAILED)}
          </ErrorAlert>
        ) : (
          <>
            <TextInput
              type="search"
              placeholder={SEARCH_LABEL}
              aria-label={SEARCH_LABEL}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {title}
                </Title>
                {body}
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
      <AttendanceModal user={checked} opened={modalOpen} onClose={() => setModalOpen(false)} />
    </Container>
  );
}
