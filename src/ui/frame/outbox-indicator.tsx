import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { changesWaitingLabel } from '@/domain/write-messages';
import { useWaitingWriteList } from '@/repository/pending-writes';
import { showText, useT } from '@/ui/i18n/use-t';
import { WriteNote } from '@/ui/notices/write-note';

/**
 * The signed-in header's "N changes waiting": every change made on this device that the server
 * has not taken yet, with its state, and Retry or Dismiss for those it refused. Nothing shows
 * while nothing waits.
 */
export function OutboxIndicator() {
  const waiting = useWaitingWriteList();
  const [open, setOpen] = useState(false);
  const t = useT();
  if (waiting.length === 0 && !open) return null;
  const label = t(changesWaitingLabel(waiting.length));
  return (
    <>
      <Button
        // Neutral, so it reads well in light and dark; the list says what each change is doing.
        variant="default"
        size="compact-sm"
        mt={4}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ModalOnceOpened
        opened={open}
        onClose={() => setOpen(false)}
        title={t('frame.changesWaitingTitle')}
        centered
      >
        <Stack gap="sm">
          {waiting.length === 0 ? <Text>{t('frame.allSent')}</Text> : null}
          {waiting.map((write) => {
            const description = showText(t, write.description);
            return (
              <Paper key={write.id} withBorder p="sm" radius="md" component="article">
                <Text fw={600} size="sm" className="wrap-anywhere">
                  {description}
                </Text>
                <WriteNote write={write} context={description} />
              </Paper>
            );
          })}
        </Stack>
      </ModalOnceOpened>
    </>
  );
}
