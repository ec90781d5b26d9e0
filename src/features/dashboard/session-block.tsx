import { Group, Stack } from '@mantine/core';
import { formatDateTime } from '@/domain/format';
import { VENUE_TO_BE_ANNOUNCED } from '@/domain/session';
import type { Session } from '@/domain/types';
import { useCardOnScreen } from '@/ui/lists/cards-on-screen';
import { AcceptButton } from './accept-button';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ItemFields } from './item-fields';
import { JoinButton } from './join-button';
import { OfflineDetailsButton } from './offline-details-button';

export const INSTRUCTOR_PLACEHOLDER = 'Instructor to be announced';

/**
 * docs/behaviour.md's session block: Instructor, Topic, Date & Time, and a Venue for offline sessions;
 * Accept for members, Join Session (online) or View Details (offline), and Add to calendar.
 */
export function SessionBlock({ session, isAdmin }: { session: Session; isAdmin: boolean }) {
  const online = session.mode === 'online';
  // Its "Starting now" toast waits while this card is on screen (docs/behaviour.md#live-alerts).
  const cardRef = useCardOnScreen<HTMLElement>('session', session.id);
  const fields = [
    { label: 'Instructor', value: session.instructor || INSTRUCTOR_PLACEHOLDER },
    { label: 'Topic', value: session.topic || 'Untitled session' },
    { label: 'Date & Time', value: formatDateTime(session.startsAt) },
  ];
  if (!online) fields.push({ label: 'Venue', value: session.link.trim() || VENUE_TO_BE_ANNOUNCED });
  return (
    <Stack
      ref={cardRef}
      gap="sm"
      component="article"
      aria-label={session.topic || 'Untitled session'}
    >
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
