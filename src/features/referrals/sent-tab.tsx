import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatReferralDate } from '@/domain/format';
import { VirtualList } from '@/features/shared/virtual-list';
import type { ReferralItem } from '@/repository/referral-list';
import { WriteNote } from '@/features/shared/write-note';
import { StatusBadge } from './status-badge';

export const NO_DESCRIPTION = 'No description';

function SentRow({ item }: { item: ReferralItem }) {
  const { referral, pending } = item;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      mb="sm"
      component="article"
      aria-label={`Referral to ${referral.recipient?.fullname || 'Unknown'}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} className="wrap-anywhere">
            Referred to: {referral.recipient?.fullname || 'Unknown'}
          </Text>
          <Text size="sm" className="wrap-anywhere">
            {referral.description || NO_DESCRIPTION}
          </Text>
          <Text size="xs" c="dimmed">
            On: {formatReferralDate(referral.createdAt)}
          </Text>
          <WriteNote
            write={pending}
            context={`referral to ${referral.recipient?.fullname || 'Unknown'}`}
          />
        </Stack>
        <StatusBadge status={referral.status} />
      </Group>
    </Paper>
  );
}

/** The Sent tab (docs/behaviour.md#referrals): newest first, new and queued referrals on top. */
export function SentTab({ items, loading }: { items: ReferralItem[]; loading: boolean }) {
  if (loading) return <Text c="dimmed">Loading referrals...</Text>;
  if (items.length === 0) return <Text c="dimmed">No sent referrals yet</Text>;
  return (
    <VirtualList
      items={items}
      estimateSize={110}
      getKey={(item) => item.referral.id}
      renderItem={(item) => <SentRow item={item} />}
      maxHeight="70vh"
      label="Sent referrals"
    />
  );
}
