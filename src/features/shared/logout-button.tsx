import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@/repository/auth-repository';
import { countWaitingWrites, useWaitingWriteList } from '@/repository/pending-writes';

/**
 * Logout (docs/behaviour.md: removes the token, goes to /login). Changes not yet sent (waiting or refused)
 * are dropped by a logout, so the member is asked first while any are on the device.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const listed = useWaitingWriteList().length;
  // How many the question names: the outbox's list, or what is on disk when the tap came before
  // the outbox had read it (just after the app opened).
  const [onDisk, setOnDisk] = useState(0);
  const waiting = Math.max(listed, onDisk);
  const [asking, setAsking] = useState(false);

  // The token and the stored login are gone as soon as signOut() is called; the storage cleanup
  // finishes in the background, so a slow or hung store never blocks leaving.
  const logout = () => {
    void signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Button
        color="red"
        variant="outline"
        onClick={() => {
          if (listed > 0) return setAsking(true);
          void countWaitingWrites().then((count) => {
            setOnDisk(count);
            if (count > 0) setAsking(true);
            else logout();
          });
        }}
      >
        Logout
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Changes not sent yet" centered>
        <Text>
          {waiting === 1
            ? '1 change you made offline has not been sent yet.'
            : `${waiting} changes you made offline have not been sent yet.`}{' '}
          {waiting === 1
            ? 'If you log out now, it will be lost.'
            : 'If you log out now, they will be lost.'}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Stay signed in
          </Button>
          <Button color="red" onClick={logout}>
            Log out anyway
          </Button>
        </Group>
      </Modal>
    </>
  );
}
