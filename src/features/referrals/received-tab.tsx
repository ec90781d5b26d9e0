import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { formatReferralDate } from '@/domain/format';
import type { ReferralStatus } from '@/domain/types';
import { STATUS_DATA } from './status-options';
import { VirtualList } from '@/ui/lists/virtual-list';
import type { ReferralItem } from '@/repository/referral-list';
import { useWrite } from '@/repository/use-write';
import { WriteNote } from '@/ui/notices/write-note';
import { useMarkSeen, useReferralMarks } from '@/repository/live-alerts/seen-referrals';
import { useSeenOnScreen } from '@/ui/lists/use-seen-on-screen';
import { NewMark, useMarkedWhileOpen } from './new-mark';
import { NO_DESCRIPTION } from './sent-tab';

function ReceivedRow({
  item,
  change,
  isNew,
  onSeen,
}: {
  item: ReferralItem;
  change: (id: string, s: ReferralStatus) => void;
  isNew: boolean;
  onSeen: (id: string) => void;
}) {
  const { referral, pending } = item;
  const sender = referral.sender?.fullname || 'Unknown';
  const known = STATUS_DATA.some((option) => option.value === referral.status);
  const ref = useSeenOnScreen<HTMLElement>(() => onSeen(referral.id));
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      radius="md"
      mb="sm"
      component="article"
      aria-label={`Referral from ${sender}`}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} className="wrap-anywhere">
              Referred by: {sender}
            </Text>
            {isNew ? <NewMark /> : null}
          </Group>
          <Text size="sm" className="wrap-anywhere">
            {referral.description || NO_DESCRIPTION}
          </Text>
          <Text size="xs" c="dimmed">
            On: {formatReferralDate(referral.createdAt)}
          </Text>
          {pending?.state === 'sending' ? null : (
            <WriteNote write={pending} context={`referral from ${sender}`} />
          )}
        </Stack>
        <Stack gap={2} w={170}>
          <Select
            aria-label={`Status of the referral from ${sender}`}
            data={STATUS_DATA}
            value={known ? referral.status : null}
            placeholder={referral.status || 'Pending'}
            allowDeselect={false}
            // Read-only, not disabled, while the change is sent: a disabled field drops the
            // keyboard focus of the member who just chose a status.
            readOnly={pending?.state === 'sending'}
            onChange={(value) => {
              if (value && value !== referral.status) change(referral.id, value as ReferralStatus);
            }}
          />
          {pending?.state === 'sending' ? (
            <Text size="xs" c="dimmed" role="status">
              Updating...
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The Received tab (docs/behaviour.md#referrals): the recipient sets any status; 'Updating...' while it is sent. */
export function ReceivedTab({ items, loading }: { items: ReferralItem[]; loading: boolean }) {
  const changeStatus = useWrite('changeReferralStatus');
  const change = (referralId: string, status: ReferralStatus) =>
    void changeStatus({ referralId, status });
  const marked = useMarkedWhileOpen(useReferralMarks().received);
  const markSeen = useMarkSeen();
  if (loading) return <Text c="dimmed">Loading referrals...</Text>;
  if (items.length === 0) return <Text c="dimmed">No received referrals yet</Text>;
  return (
    <VirtualList
      items={items}
      estimateSize={120}
      getKey={(item) => item.referral.id}
      renderItem={(item) => (
        <ReceivedRow
          item={item}
          change={change}
          isNew={marked.has(item.referral.id)}
          onSeen={(id) => markSeen.received([id])}
        />
      )}
      maxHeight="70vh"
      label="Received referrals"
    />
  );
}
