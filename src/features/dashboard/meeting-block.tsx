import { Group, Stack } from '@mantine/core';
import { formatDateTime } from '@/domain/format';
import type { Meeting } from '@/domain/types';
import { useCardOnScreen } from '@/ui/lists/cards-on-screen';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ItemFields } from './item-fields';
import { JoinButton } from './join-button';

/** docs/behaviour.md's meeting block: Title, Description, Date & Time and Join Meeting. */
export function MeetingBlock({ meeting }: { meeting: Meeting }) {
  // Its "Starting now" toast waits while this card is on screen (docs/behaviour.md#live-alerts).
  const cardRef = useCardOnScreen<HTMLElement>('meeting', meeting.id);
  const fields = [
    { label: 'Title', value: meeting.title || meeting.name || 'Untitled meeting' },
    { label: 'Description', value: meeting.description || 'No description' },
    { label: 'Date & Time', value: formatDateTime(meeting.startsAt) },
  ];
  return (
    <Stack ref={cardRef} gap="sm" component="article" aria-label={fields[0]?.value}>
      <ItemFields fields={fields} />
      <Group gap="xs" align="flex-start" wrap="wrap">
        <JoinButton
          kind="meeting"
          id={meeting.id}
          link={meeting.link}
          startsAt={meeting.startsAt}
          title={meeting.title}
        />
        <AddToCalendarButton item={{ kind: 'meeting', meeting }} />
      </Group>
    </Stack>
  );
}
