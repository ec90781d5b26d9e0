import { useMemo } from 'react';
import { featuredIndex, firstUpcomingIndex, sortByStart } from '@/domain/schedule';
import { useClockValue } from '@/ui/use-clock';

/**
 * Upcoming items and the featured one, following the 5-second clock. Sorting happens once per
 * data change; a tick only re-renders the caller when an item expires or the featured item moves.
 */
export function useSchedule<T extends { startsAt: number | null }>(
  items: readonly T[] | undefined,
) {
  const sorted = useMemo(() => sortByStart(items ?? []), [items]);
  const first = useClockValue((now) => firstUpcomingIndex(sorted, now));
  const featured = useClockValue((now) => featuredIndex(sorted, now));
  const upcoming = useMemo(() => sorted.slice(first), [sorted, first]);
  return { upcoming, featured: featured >= 0 ? (sorted[featured] ?? null) : null };
}
