import { Button, Group, Text } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/repository/logout';
import { countWaitingWrites, useWaitingWriteList } from '@/repository/pending-writes';
import { useT } from '@/ui/i18n/use-t';

/**
 * Logout (docs/behaviour.md: removes the token, goes to /login). Changes not yet sent (waiting or refused)
 * are dropped by a logout, so the member is asked first while any are on the device.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const t = useT();
  const listed = useWaitingWriteList().length;
  // The count the tap found (countWaitingWrites also reads the disk when the outbox has not yet,
  // just after the app opened); null while not asking.
  const [counted, setCounted] = useState<number | null>(null);
  const asking = counted !== null;
  const waiting = Math.max(listed, counted ?? 0);

  // The token and the stored login are gone as soon as logout() is called; the storage cleanup
  // and the server's end of the sign-in finish in the background, so a slow or hung store or
  // server never blocks leaving.
  const logoutAndLeave = () => {
    void logout();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Button
        color="red"
        variant="outline"
        onClick={() =>
          void countWaitingWrites().then((count) =>
            count > 0 ? setCounted(count) : logoutAndLeave(),
          )
        }
      >
        {t('logout.button')}
      </Button>
      <ModalOnceOpened
        opened={asking}
        onClose={() => setCounted(null)}
        title={t('logout.title')}
        centered
      >
        <Text>{t('logout.warning', { count: waiting })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setCounted(null)} data-autofocus>
            {t('logout.stay')}
          </Button>
          <Button color="red" onClick={logoutAndLeave}>
            {t('logout.anyway')}
          </Button>
        </Group>
      </ModalOnceOpened>
    </>
  );
}
