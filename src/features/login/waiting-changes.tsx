import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { changesNotSentNotice, discardOtherMembersChangesQuestion } from '@/domain/write-messages';
import { useT } from '@/ui/i18n/use-t';

/**
 * What the login screen says about changes waiting on the device. Loaded only when there are
 * some, so the login screen's first load does not carry it.
 */
export function WaitingChangesNotice({ count }: { count: number }) {
  const t = useT();
  return (
    <Alert color="yellow" role="status">
      {t(changesNotSentNotice(count))}
    </Alert>
  );
}

/**
 * Asked when a member signs in on a device where another member's changes still wait to be sent:
 * they are only dropped once the new member agrees. Keeping them leaves nobody signed in.
 */
export function DiscardChangesQuestion({
  ownerName,
  onDiscard,
  onKeep,
}: {
  ownerName: string;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // The question appears where the member was typing: move the keyboard there, so it is heard.
  useEffect(() => box.current?.focus(), []);
  return (
    // Mantine names the alert by its title.
    <Alert
      ref={box}
      tabIndex={-1}
      color="orange"
      role="alertdialog"
      title={t(discardOtherMembersChangesQuestion(ownerName))}
      classNames={{ title: 'wrap-anywhere' }}
    >
      <Group gap="xs">
        <Button size="xs" color="red" onClick={onDiscard}>
          {t('login.discardThem')}
        </Button>
        <Button size="xs" variant="default" onClick={onKeep}>
          {t('login.keepThem')}
        </Button>
      </Group>
    </Alert>
  );
}
