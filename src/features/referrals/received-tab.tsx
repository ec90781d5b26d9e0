import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { formatReferralDate } from '@/domain/format';
import { REFERRAL_STATUS_OPTIONS, referralStatusText } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import { showText, useLanguage, useT } from '@/ui/i18n/use-t';
import { useStatusData } from './status-options';
import { VirtualList } from '@/ui/lists/virtual-list';
import type { ReferralItem } from '@/repository/referral-list';
import { useWrite } from '@/repository/use-write';
import { WriteNote } from '@/ui/notices/write-note';
import { useMarkSeen, useReferralMarks } from '@/repository/live-alerts/seen-referrals';
import { useSeenOnScreen } from '@/ui/lists/use-seen-on-screen';
import { NewMark, useMarkedWhileOpen } from './new-mark';

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
  const t = useT();
  const language = useLanguage();
  const statusData = useStatusData();
  const { referral, pending } = item;
  const sender = referral.sender?.fullname || t('referrals.unknown');
  const known = REFERRAL_STATUS_OPTIONS.some((option) => option.value === referral.status);
  const ref = useSeenOnScreen<HTMLElement>(() => onSeen(referral.id));
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      radius="md"
      mb="sm"
      component="article"
      aria-label={t('referrals.fromName', { name: sender })}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} className="wrap-anywhere">
              {t('referrals.referredBy', { name: sender })}
            </Text>
            {isNew ? <NewMark /> : null}
          </Group>
          <Text size="sm" className="wrap-anywhere">
            {referral.description || t('referrals.noDescription')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('referrals.on', {
              date: formatReferralDate(referral.createdAt, undefined, language),
            })}
          </Text>
          {pending?.state === 'sending' ? null : (
            <WriteNote write={pending} context={t('referrals.fromContext', { name: sender })} />
          )}
        </Stack>
        <Stack gap={2} w={170}>
          <Select
            aria-label={t('referrals.statusOf', { name: sender })}
            data={statusData}
            value={known ? referral.status : null}
            placeholder={showText(t, referralStatusText(referral.status))}
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
              {t('referrals.updating')}
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
  const t = useT();
  if (loading) return <Text c="dimmed">{t('referrals.loading')}</Text>;
  if (items.length === 0) return <Text c="dimmed">{t('referrals.noneReceived')}</Text>;
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
      label={t('referrals.receivedList')}
    />
  );
}
