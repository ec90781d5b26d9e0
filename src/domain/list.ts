import { asArray, asCount, asRecord, type LooseRecord } from '@/domain/loose';
import type { ListResult } from '@/domain/types';

/** The array of a list response: bare, under data or items, or one level deeper (data.items). */
function listItems(raw: unknown): unknown[] | null {
  const direct = asArray(raw);
  if (direct) return direct;
  const record = asRecord(raw);
  if (!record) return null;
  const wrapped = asArray(record.data) ?? asArray(record.items);
  if (wrapped) return wrapped;
  const inner = asRecord(record.data);
  return inner ? (asArray(inner.data) ?? asArray(inner.items)) : null;
}

/** First finite non-negative total among total, count, meta.total, pagination.total. */
function reportedTotal(record: LooseRecord): number | null {
  const candidates = [
    record.total,
    record.count,
    asRecord(record.meta)?.total,
    asRecord(record.pagination)?.total,
  ];
  for (const candidate of candidates) {
    const n = asCount(candidate);
    if (n !== null) return n;
  }
  return null;
}

export function normaliseList<T>(
  raw: unknown,
  normaliseItem: (item: unknown) => T | null,
): ListResult<T> {
  const items: T[] = [];
  for (const item of listItems(raw) ?? []) {
    const normalised = normaliseItem(item);
    if (normalised !== null) items.push(normalised);
  }
  const record = asRecord(raw);
  const total = record ? reportedTotal(record) : null;
  return { items, total: total ?? items.length };
}

/** GET /referrals answers either a list or a count; either way the dashboard wants a number. */
export function normaliseCount(raw: unknown): number {
  const direct = asArray(raw);
  if (direct) return direct.length;
  const number = asCount(raw);
  if (number !== null) return number;
  const record = asRecord(raw);
  if (!record) return 0;
  return reportedTotal(record) ?? listItems(record)?.length ?? asCount(record.data) ?? 0;
}
