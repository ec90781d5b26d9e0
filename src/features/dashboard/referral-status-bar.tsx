import { Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { totalOf, type StatusCounts } from '@/domain/activity';
import { REFERRAL_STATUS_OPTIONS } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import type { MessageId } from '@/locales/messages';
import { useT } from '@/ui/i18n/use-t';

// The badges' colours: pending yellow, in process blue, done green.
const COLORS: Record<ReferralStatus, string> = {
  pending: 'yellow.5',
  'in process': 'blue.6',
  done: 'green.6',
};

// The statuses' names, as the referral badges say them.
const STATUS_LABELS: Record<ReferralStatus, MessageId> = {
  pending: 'activity.statusPending',
  'in process': 'activity.statusInProcess',
  done: 'activity.statusDone',
};

interface ReferralStatusBarProps {
  label: string;
  counts: StatusCounts | null;
  /** Opens the matching list, on a status when one was tapped. */
  onOpen: (status: ReferralStatus | null) => void;
}

/**
 * One referral list by status: its total, a stacked bar, and the counts written out. The bar is
 * a picture of the counts beside it, so screen readers skip it and read the counts.
 */
export function ReferralStatusBar({ label, counts, onOpen }: ReferralStatusBarProps) {
  const t = useT();
  const total = counts ? totalOf(counts) : null;
  return (
    <Stack gap={6}>
      <UnstyledButton className="mantine-focus-auto" onClick={() => onOpen(null)}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{label}</Text>
          <Text fw={700} fz="xl" lh={1}>
            {total ?? '…'}
          </Text>
        </Group>
      </UnstyledButton>
      <Progress.Root size="lg" aria-hidden>
        {counts && total
          ? REFERRAL_STATUS_OPTIONS.map(({ value }) =>
              counts[value] > 0 ? (
                <Progress.Section
                  key={value}
                  value={(counts[value] / total) * 100}
                  color={COLORS[value]}
                />
              ) : null,
            )
          : null}
      </Progress.Root>
      <Group gap="xs">
        {REFERRAL_STATUS_OPTIONS.map(({ value }) => {
          const statusLabel = t(STATUS_LABELS[value]);
          return (
            <UnstyledButton
              key={value}
              className="mantine-focus-auto"
              onClick={() => onOpen(value)}
              aria-label={`${statusLabel} ${counts ? counts[value] : '…'}: ${label}`}
            >
              <Group gap={4} wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    background: `var(--mantine-color-${COLORS[value].replace('.', '-')})`,
                  }}
                />
                <Text size="sm">
                  {statusLabel} {counts ? counts[value] : '…'}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </Group>
    </Stack>
  );
}
