import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { joinCountdown } from '@/domain/join-countdown';
import { isJoinWindowOpen } from '@/domain/time-window';
import { useClockValue } from '@/ui/use-clock';
import { useJoin } from '@/ui/use-join';

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
  const join = useJoin();
  const captionId = useId();
  const label = kind === 'session' ? 'Join Session' : 'Join Meeting';

  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="sm"
        disabled={!open}
        onClick={() => join(kind, id, link)}
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
