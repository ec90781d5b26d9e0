import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { discardOtherMembersChangesQuestion } from '@/domain/write-messages';

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
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  // The question appears where the member was typing: move the keyboard there, so it is heard.
  useEffect(() => box.current?.focus(), []);
  return (
    <Alert ref={box} tabIndex={-1} color="orange" role="alertdialog" aria-labelledby={textId}>
      <Text id={textId} size="sm" className="wrap-anywhere">
        {discardOtherMembersChangesQuestion(ownerName)}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" color="red" onClick={onDiscard}>
          Discard them
        </Button>
        <Button size="xs" variant="default" onClick={onKeep}>
          Keep them
        </Button>
      </Group>
    </Alert>
  );
}
