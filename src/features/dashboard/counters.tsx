import { Paper, SimpleGrid, Text } from '@mantine/core';
import { firstUpcomingIndex, sortByStart } from '@/domain/schedule';
import type { Meeting, Session } from '@/domain/types';
import { useClockValue } from '@/ui/use-clock';
import { useT } from '@/ui/i18n/use-t';
import { useMemo, memo } from 'react';

interface CountersProps {
  referralsGiven: number | undefined;
  referralsReceived: number | undefined;
  sessions: Session[] | undefined;
  meetings: Meeting[] | undefined;
}

/** Upcoming items of a list, following the clock; undefined while the list loads. */
function useUpcomingCount(items: ReadonlyArray<{ startsAt: number | null }> | undefined) {
  const sorted = useMemo(() => (items ? sortByStart(items) : null), [items]);
  return useClockValue((now) => (sorted ? sorted.length - firstUpcomingIndex(sorted, now) : -1));
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} aria-live="off">
        {value === undefined || value < 0 ? '…' : value}
      </Text>
    </Paper>
  );
}

/** The four counters (docs/behaviour.md#dashboard); Total Sessions counts upcoming sessions of both modes. */
export const Counters = memo(function Counters({
  referralsGiven,
  referralsReceived,
  sessions,
  meetings,
}: CountersProps) {
  const t = useT();
  const totalSessions = useUpcomingCount(sessions);
  const totalMeetings = useUpcomingCount(meetings);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="section"
      aria-label={t('dashboard.counters')}
    >
      <Counter label={t('dashboard.referralsGiven')} value={referralsGiven} />
      <Counter label={t('dashboard.referralsReceived')} value={referralsReceived} />
      <Counter label={t('dashboard.totalSessions')} value={totalSessions} />
      <Counter label={t('dashboard.totalMeetings')} value={totalMeetings} />
    </SimpleGrid>
  );
});
