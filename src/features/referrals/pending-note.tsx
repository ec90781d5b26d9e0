import { Text } from '@mantine/core';
import type { ReferralItem } from '@/repository/referral-list';

/** A row whose write has not reached the server yet says so (DESIGN.md offline writes). */
export function PendingNote({ pending }: { pending: ReferralItem['pending'] }) {
  if (!pending) return null;
  return (
    <Text size="xs" c="dimmed" fs="italic">
      {pending === 'queued'
        ? 'Waiting for network: will be sent when you are back online'
        : 'Sending...'}
    </Text>
  );
}
