import { Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { REFERRAL_STATUS_OPTIONS, referralStatusMessage, shownStatus } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import { formatReferralDate } from '@/domain/format';
import { useLanguage, useT } from '@/ui/i18n/use-t';
import { VirtualList } from '@/ui/lists/virtual-list';
import type { ReferralItem } from '@/repository/referral-list';
import { WriteNote } from '@/ui/notices/write-note';
import { useMarkSeen, useReferralMarks } from '@/repository/live-alerts/seen-referrals';
import { useSeenOnScreen } from '@/ui/lists/use-seen-on-screen';
import { NewMark, useMarkedWhileOpen } from './new-mark';
import { StatusBadge } from './status-badge';

interface SentRowProps {
  item: ReferralItem;
  isNew: boolean;
  onSeen: (referral: { id: string; status: string }) => void;
}

function SentRow({ item, isNew, onSeen }: SentRowProps) {
  const t = useT();
  const language = useLanguage();
  const { referral, pending } = item;
  const recipient = referral.recipient?.fullname || t('referrals.unknown');
  // A referral still on its way has no server id yet: nothing to remember as seen.
  const ref = useSeenOnScreen<HTMLElement>(() => {
    if (!pending) onSeen(referral);
  });
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      radius="md"
      mb="sm"
      component="article"
      aria-label={t('referrals.toName', { name: recipient })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} className="wrap-anywhere">
            {t('referrals.referredTo', { name: recipient })}
          </Text>
          <Text size="sm" className="wrap-anywhere">
            {referral.description || t('referrals.noDescription')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('referrals.on', {
              date: formatReferralDate(referral.createdAt, undefined, language),
            })}
          </Text>
          <WriteNote write={pending} context={t('referrals.toContext', { name: recipient })} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <StatusBadge status={referral.status} />
          {isNew ? <NewMark /> : null}
        </Stack>
      </Group>
    </Paper>
  );
}

const ALL = 'all';

/**
 * Not from the spec: the Sent tab shown by status, one at a time ('All' by default; My activity
 * opens it on a status). A referral whose status the app does not know shows under Pending, as
 * its badge does.
 */
function StatusFilter({
  value,
  onChange,
}: {
  value: ReferralStatus | null;
  onChange: (status: ReferralStatus | null) => void;
}) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('referrals.showSent')}>
      <Chip.Group
        value={value ?? ALL}
        onChange={(next) =>
          onChange(REFERRAL_STATUS_OPTIONS.find((o) => o.value === next)?.value ?? null)
        }
      >
        <Group gap={6} mb="sm">
          <Chip value={ALL} size="sm">
            {t('referrals.all')}
          </Chip>
          {REFERRAL_STATUS_OPTIONS.map(({ value: status }) => (
            <Chip key={status} value={status} size="sm">
              {t(referralStatusMessage(status))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

/** The Sent tab (docs/behaviour.md#referrals): newest first, new and queued referrals on top. */
export function SentTab({
  items,
  loading,
  initialStatus = null,
}: {
  items: ReferralItem[];
  loading: boolean;
  initialStatus?: ReferralStatus | null;
}) {
  const [status, setStatus] = useState(initialStatus);
  const marked = useMarkedWhileOpen(useReferralMarks().sent);
  const markSeen = useMarkSeen();
  const t = useT();
  const shown = useMemo(
    () =>
      status === null
        ? items
        : items.filter((item) => shownStatus(item.referral.status) === status),
    [items, status],
  );
  if (loading) return <Text c="dimmed">{t('referrals.loading')}</Text>;
  if (items.length === 0) return <Text c="dimmed">{t('referrals.noneSent')}</Text>;
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('referrals.noneWithStatus')}</Text>
      ) : (
        <VirtualList
          items={shown}
          estimateSize={110}
          getKey={(item) => item.referral.id}
          renderItem={(item) => (
            <SentRow
              item={item}
              isNew={marked.has(item.referral.id)}
              onSeen={(referral) => markSeen.sent([referral])}
            />
          )}
          maxHeight="70vh"
          label={t('referrals.sentList')}
        />
      )}
    </>
  );
}
