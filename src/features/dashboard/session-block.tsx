import { Group, Stack } from '@mantine/core';
import { formatDateTimeShown } from '@/domain/format';
import { VENUE_TO_BE_ANNOUNCED } from '@/domain/session';
import { msg } from '@/locales/messages';
import { showText, useLanguage, useT } from '@/ui/i18n/use-t';
import type { Session } from '@/domain/types';
import { useCardOnScreen } from '@/ui/lists/cards-on-screen';
import { AcceptButton } from './accept-button';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ItemFields } from './item-fields';
import { JoinButton } from './join-button';
import { OfflineDetailsButton } from './offline-details-button';

export const INSTRUCTOR_PLACEHOLDER = msg('session.instructorTba');

/**
 * docs/behaviour.md's session block: Instructor, Topic, Date & Time, and a Venue for offline sessions;
 * Accept for members, Join Session (online) or View Details (offline), and Add to calendar.
 */
export function SessionBlock({ session, isAdmin }: { session: Session; isAdmin: boolean }) {
  const online = session.mode === 'online';
  // Its "Starting now" toast waits while this card is on screen (docs/behaviour.md#live-alerts).
  const cardRef = useCardOnScreen<HTMLElement>('session', session.id);
  const t = useT();
  const language = useLanguage();
  const untitled = t('session.untitled');
  const fields = [
    { label: t('session.instructor'), value: session.instructor || t(INSTRUCTOR_PLACEHOLDER) },
    { label: t('session.topic'), value: session.topic || untitled },
    {
      label: t('dashboard.dateTime'),
      value: showText(t, formatDateTimeShown(session.startsAt, undefined, language)),
    },
  ];
  if (!online) {
    fields.push({
      label: t('session.venue'),
      value: session.link.trim() || t(VENUE_TO_BE_ANNOUNCED),
    });
  }
  return (
    <Stack ref={cardRef} gap="sm" component="article" aria-label={session.topic || untitled}>
      <ItemFields fields={fields} />
      <Group gap="xs" align="flex-start" wrap="wrap">
        {isAdmin ? null : <AcceptButton session={session} />}
        {online ? (
          <JoinButton
            kind="session"
            id={session.id}
            link={session.link}
            startsAt={session.startsAt}
            title={session.topic}
          />
        ) : (
          <OfflineDetailsButton session={session} />
        )}
        <AddToCalendarButton item={{ kind: 'session', session }} />
      </Group>
    </Stack>
  );
}
