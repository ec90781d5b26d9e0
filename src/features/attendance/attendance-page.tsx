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
import { msg } from '@/locales/messages';
import { showText, useT } from '@/ui/i18n/use-t';

export const USERS_LOAD_FAILED = msg('attendance.usersLoadFailed');

/**
 * The admin's attendance dashboard (docs/behaviour.md#screens). There is no client role guard: a member
 * who opens it sees the server's refusal as the error text.
 */
export function AttendancePage() {
  const t = useT();
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
  const title = t('attendance.allUsers', { count: shown.length });

  const check = (user: User) => {
    setChecked(user);
    setModalOpen(true);
  };

  let body;
  if (users.loading) body = <Text c="dimmed">{t('attendance.loadingUsers')}</Text>;
  else if (shown.length === 0) body = <Text c="dimmed">{t('attendance.noUsers')}</Text>;
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
          <ErrorAlert title={t('attendance.somethingWrong')}>
            {showText(t, errorMessage(users.error, USERS_LOAD_FAILED))}
          </ErrorAlert>
        ) : (
          <>
            <TextInput
              type="search"
              placeholder={t('attendance.searchUser')}
              aria-label={t('attendance.searchUser')}
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
