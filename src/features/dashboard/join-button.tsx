import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { joinCountdown } from '@/domain/join-countdown';
import { isJoinWindowOpen } from '@/domain/time-window';
import { useClockValue } from '@/ui/use-clock';
import { useJoin } from '@/ui/use-join';
import { useT } from '@/ui/i18n/use-t';

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
  const t = useT();
  const open = useClockValue((now) => isJoinWindowOpen(startsAt, now));
  // The caption as text: a string compares equal from tick to tick, so only a change re-renders.
  const caption = useClockValue((now) => {
    const countdown = joinCountdown(startsAt, now);
    return countdown && t(countdown);
  });
  const join = useJoin();
  const captionId = useId();
  const label = kind === 'session' ? t('join.session') : t('join.meeting');
  const name = t(kind === 'session' ? 'join.sessionFor' : 'join.meetingFor', { title });

  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="sm"
        disabled={!open}
        onClick={() => join(kind, id, link)}
        aria-label={name}
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
