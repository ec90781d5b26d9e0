import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { safeHttpUrl } from '@/domain/avatar';
import { joinCountdown } from '@/domain/join-countdown';
import { NO_LINK_MESSAGE } from '@/domain/session-rules';
import { isJoinWindowOpen } from '@/domain/time-window';
import { notifyError } from '@/features/shared/notify';
import { useClockValue } from '@/features/shared/use-clock';
import { useNoteJoin } from '@/repository/joins-on-device';
import { useWrite } from '@/repository/use-write';

interface JoinButtonProps {
  kind: 'session' | 'meeting';
  id: string;
  link: string;
  startsAt: number | null;
  /** What is being joined, for the accessible name of each of several buttons. */
  title: string;
}

/**
 * Join Session / Join Meeting: enabled from 5 minutes before the start to 8 minutes after it,
 * with a caption saying when it opens or closes. Only this button follows the 5-second clock,
 * and it re-renders only when its state or caption changes.
 */
export function JoinButton({ kind, id, link, startsAt, title }: JoinButtonProps) {
  const open = useClockValue((now) => isJoinWindowOpen(startsAt, now));
  const caption = useClockValue((now) => joinCountdown(startsAt, now));
  const recordAttendance = useWrite('recordAttendance');
  const noteJoin = useNoteJoin();
  const captionId = useId();
  const label = kind === 'session' ? 'Join Session' : 'Join Meeting';

  const join = () => {
    const url = safeHttpUrl(link);
    if (!url) {
      notifyError(NO_LINK_MESSAGE);
      return;
    }
    // Only a member who really opens the link is counted present, and only for an item the
    // server can name (a session without an id is shown, but has nothing to record against).
    // The device keeps the join too, for My activity.
    if (id !== '') {
      void recordAttendance({ kind, id });
      noteJoin(kind, id);
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="sm"
        disabled={!open}
        onClick={join}
        aria-label={`${label}: ${title}`}
        aria-describedby={caption ? captionId : undefined}
      >
        {label}
      </Button>
      {caption ? (
        <Text size="xs" c="dimmed" id={captionId}>
          {caption}
        </Text>
      ) : null}
    </Stack>
  );
}
