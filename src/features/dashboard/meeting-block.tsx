import { Group, Stack } from '@mantine/core';
import { formatDateTimeShown } from '@/domain/format';
import type { Meeting } from '@/domain/types';
import { useCardOnScreen } from '@/ui/lists/cards-on-screen';
import { showText, useLanguage, useT } from '@/ui/i18n/use-t';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ItemFields } from './item-fields';
import { JoinButton } from './join-button';

/** docs/behaviour.md's meeting block: Title, Description, Date & Time and Join Meeting. */
export function MeetingBlock({ meeting }: { meeting: Meeting }) {
  // Its "Starting now" toast waits while this card is on screen (docs/behaviour.md#live-alerts).
  const cardRef = useCardOnScreen<HTMLElement>('meeting', meeting.id);
  const t = useT();
  const language = useLanguage();
  const fields = [
    { label: t('meeting.title'), value: meeting.title || meeting.name || t('meeting.untitled') },
    { label: t('meeting.description'), value: meeting.description || t('meeting.noDescription') },
    {
      label: t('dashboard.dateTime'),
      value: showText(t, formatDateTimeShown(meeting.startsAt, undefined, language)),
    },
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
