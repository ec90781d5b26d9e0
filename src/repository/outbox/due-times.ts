/**
 * When each waiting write is due, as this tab sees it (docs/decisions.md#retry-policy). A stored
 * due time is on the device clock, which a person or the network may move; each wait is also
 * measured on this tab's monotonic clock from the moment the tab first saw it, and the write is
 * due at whichever comes first. So a clock moved back by hours holds a write for its wait at
 * most, never for hours.
 */
import { msUntilDue, type QueuedWriteSlot } from '@/domain/write-schedule';

export interface DueTimes {
  /**
   * The records with each wait as it stands now. `cutShort`: writes whose own backoff ends now
   * (the network came back, the page was shown again); a wait the server asked for stays.
   */
  adjust: <T extends QueuedWriteSlot & { attempts: number }>(
    records: readonly T[],
    now: number,
    cutShort: ReadonlySet<string>,
  ) => T[];
}

export function createDueTimes(monotonicNow: () => number = () => performance.now()): DueTimes {
  /** `${id}:${attempts}` → when that wait ends on the monotonic clock. */
  const endsAt = new Map<string, number>();
  return {
    adjust(records, now, cutShort) {
      const seen = new Set<string>();
      const adjusted = records.map((record) => {
        if (record.state !== 'queued') return record;
        if (cutShort.has(record.id) && !record.serverAsked)
          return { ...record, nextAttemptAt: now, waitMs: 0 };
        const key = `${record.id}:${record.attempts}`;
        seen.add(key);
        const byClock = msUntilDue(record, now);
        if (!endsAt.has(key)) endsAt.set(key, monotonicNow() + byClock);
        const byMonotonic = Math.max(0, (endsAt.get(key) ?? 0) - monotonicNow());
        const left = Math.min(byClock, byMonotonic);
        return { ...record, nextAttemptAt: now + left, waitMs: left };
      });
      for (const key of endsAt.keys()) if (!seen.has(key)) endsAt.delete(key);
      return adjusted;
    },
  };
}
